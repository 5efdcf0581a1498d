/** What the contact form sends (Magento's ContactUsInput) and what is kept of it once checked. */
export interface ContactInput {
  name: string;
  email: string;
  comment: string;
  telephone?: string | null;
}

/** A checked message: trimmed, telephone null when none was given. */
export interface ContactMessage {
  name: string;
  email: string;
  comment: string;
  telephone: string | null;
}
