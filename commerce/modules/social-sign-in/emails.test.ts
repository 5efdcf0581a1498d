/** The confirmation email's words: the store view's language, the link, and names that cannot inject HTML. */
import { describe, expect, it } from "vitest";
import { socialEmailConfirmationEmail } from "./emails";

const link = "https://shop.test/th/sign-in/confirm-email?id=7&code=abc_DEF-1";

describe("the social email confirmation email", () => {
  it("speaks Thai for a Thai store view and English otherwise, with the link and its hours", () => {
    const thai = socialEmailConfirmationEmail({ locale: "th_TH", storeName: "บ้านสวน", provider: "LINE", firstname: "สมชาย", link, hours: 24 });
    expect(thai.subject).toBe("ยืนยันอีเมลเพื่อเข้าสู่ระบบ บ้านสวน ด้วย LINE");
    expect(thai.textBody).toContain(`ภายใน 24 ชั่วโมง`);
    expect(thai.textBody).toContain(link);
    const english = socialEmailConfirmationEmail({ locale: "en_US", storeName: "Baan Suan", provider: "FACEBOOK", firstname: "Nok", link, hours: 24 });
    expect(english.subject).toBe("Confirm your email to sign in to Baan Suan with Facebook");
    expect(english.textBody).toContain("within 24 hours");
    expect(english.htmlBody).toContain('<html lang="en">');
  });

  it("escapes the shopper's name and the link in the HTML part", () => {
    const mail = socialEmailConfirmationEmail({ locale: "en_US", storeName: "Baan Suan", provider: "GOOGLE", firstname: '<img src=x onerror="alert(1)">', link, hours: 24 });
    expect(mail.htmlBody).not.toContain("<img");
    expect(mail.htmlBody).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.htmlBody).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
  });
});
