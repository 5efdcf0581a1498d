import { useTranslation } from "~/lib/translation/use-translation";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { CmsBlocks } from "~/components/cms/CmsBlocks";
import { FooterSignupForm } from "~/components/newsletter/FooterSignupForm";
import type { CmsBlocksResult } from "~/lib/cms-blocks.server";

export interface FooterProps {
  storeName: string;
  copyright: string;
  logoSrc: string;
  /** The shop's footer CMS blocks: its links (About Us, Contact Us, …) are the shop's content. */
  blocks: { desktop?: CmsBlocksResult; mobile?: CmsBlocksResult };
  /** The footer is hidden on small screens for the cart and checkout. */
  compactOnMobile: boolean;
  /**
   * The email signup form's store view and honeypot (null for a signed-in shopper); no form at all
   * (null) in checkout, whose own email field it would sit beside.
   */
  signup: { storeCode: string; honeypot: HoneypotInputProps | null } | null;
}

/** Spec §2 footer: the email signup, CMS blocks in a mobile and a desktop variant, the logo and the copyright. */
export function Footer(props: FooterProps) {
  const { t } = useTranslation();
  return (
    <footer className={props.compactOnMobile ? "site-footer site-footer--hidden-mobile" : "site-footer"} aria-label={t("footer.label")}>
      {props.signup ? <FooterSignupForm storeCode={props.signup.storeCode} honeypot={props.signup.honeypot} /> : null}
      <CmsBlocks result={props.blocks.desktop} className="site-footer__block site-footer__block--desktop" />
      <CmsBlocks result={props.blocks.mobile} className="site-footer__block site-footer__block--mobile" />
      <div className="site-footer__bottom">
        <img className="site-footer__logo" src={props.logoSrc} alt={props.storeName} width={120} height={32} loading="lazy" />
        {props.copyright ? <p className="site-footer__copyright">{props.copyright}</p> : null}
      </div>
    </footer>
  );
}
