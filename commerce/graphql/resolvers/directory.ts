/** countries / country from the directory module, in Magento's field names. */
import { inputError } from "../../lib/errors";
import type { CountryInfo } from "../../modules/directory";
import type { GraphQLContext } from "../context";
import type { Country, QueryCountryArgs } from "../generated/schema";
import type { ResolverMap } from "./types";

function toGraphQL(country: CountryInfo): Country {
  return {
    id: country.id,
    two_letter_abbreviation: country.twoLetterAbbreviation,
    three_letter_abbreviation: country.threeLetterAbbreviation,
    full_name_locale: country.fullNameLocale,
    full_name_english: country.fullNameEnglish,
    available_regions: country.availableRegions,
  };
}

export const directoryResolvers: ResolverMap = {
  Query: {
    countries: async (_: unknown, __: unknown, ctx: GraphQLContext) => (await ctx.services.directory.listCountries(ctx.store)).map(toGraphQL),
    country: async (_: unknown, args: QueryCountryArgs, ctx: GraphQLContext) => {
      if (!args.id) throw inputError('"Country id" should be specified.');
      return toGraphQL(await ctx.services.directory.getCountry(ctx.store, args.id));
    },
  },
};
