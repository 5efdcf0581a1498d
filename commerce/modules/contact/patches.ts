/** The demo shop's contact address: where contact form messages go (Magento's contact/email/*). */
import type { DataPatch } from "../../db/patches";
import { defaultScoped, writeConfig } from "../store";

export const demoContactSettingsPatch: DataPatch = {
  name: "demo/contact-settings",
  async apply(tx) {
    await writeConfig(tx, defaultScoped({ "contact/email/recipient_email": "hello@baansuan.example" }));
  },
};
