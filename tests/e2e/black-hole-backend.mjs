// A "backend" that accepts connections and never answers (a hung PHP-FPM, a black-holed route), for
// the e2e server that shows what shoppers get when Magento hangs: `node black-hole-backend.mjs PORT`.
import net from "node:net";

const port = Number(process.argv[2]);
const server = net.createServer((socket) => socket.on("error", () => undefined));
server.listen(port, "127.0.0.1", () => console.info(`black-hole backend on 127.0.0.1:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
