/**
 * `recaptchaV3Config` as Magento's ReCaptchaV3 resolver answers it, from the same settings
 * (`recaptcha_frontend/type_recaptcha_v3/*`, the failure message of `recaptcha_frontend/failure_messages`)
 * with Magento's defaults. Magento lists the forms whose `recaptcha_frontend/type_for/<form>` is
 * `recaptcha_v3` and is enabled when a key pair and a form are set; the engine checks no reCAPTCHA
 * token on any form, so it lists none and is never enabled, whatever the keys: a client must not
 * believe a form is protected when it is not.
 */
import type { GraphQLContext } from "../context";
import type { ResolverMap } from "./types";

const V3 = "recaptcha_frontend/type_recaptcha_v3";

/** Magento's defaults (ReCaptchaVersion3Invisible and ReCaptchaFrontendUi config.xml). */
export const RECAPTCHA_V3_DEFAULTS = {
  badgePosition: "inline",
  theme: "light",
  minimumScore: 0.5,
  failureMessage: "reCAPTCHA verification failed.",
} as const;

export const recaptchaResolvers: ResolverMap = {
  Query: {
    recaptchaV3Config: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const [websiteKey, position, theme, language, score, failure] = await Promise.all([
        ctx.setting(`${V3}/public_key`),
        ctx.setting(`${V3}/position`),
        ctx.setting(`${V3}/theme`),
        ctx.setting(`${V3}/lang`),
        ctx.setting(`${V3}/score_threshold`),
        ctx.setting("recaptcha_frontend/failure_messages/validation_failure_message"),
      ]);
      const minimumScore = Number(score);
      return {
        is_enabled: false,
        website_key: (websiteKey ?? "").trim(),
        minimum_score: score !== null && score.trim() !== "" && Number.isFinite(minimumScore) ? minimumScore : RECAPTCHA_V3_DEFAULTS.minimumScore,
        badge_position: position || RECAPTCHA_V3_DEFAULTS.badgePosition,
        theme: theme || RECAPTCHA_V3_DEFAULTS.theme,
        language_code: language || null,
        failure_message: failure || RECAPTCHA_V3_DEFAULTS.failureMessage,
        forms: [],
      };
    },
  },
};
