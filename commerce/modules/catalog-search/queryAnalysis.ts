/**
 * What a search text asks for, before the vocabulary is consulted: a list of units that must all
 * match. A unit is one word, or one Thai run (letters without spaces) that the segmenter may cut
 * into pieces: such a run matches when all its pieces are words of the document, or when the
 * document's title contains the run (its trigrams), since the segmenter does not always cut a run
 * the same way inside a longer text ("ผ้าฝ้ายออร์แกนิก" → ผ้า|ฝ้า|ยอ|…). The last word of the
 * text may also be the beginning of a word (autocomplete: "shir" → shirts). Pure: no database.
 */
import { isLatinWord, isThai, stem, thaiTrigrams, TYPO_MIN_LENGTH, wordTokens } from "./tokenizer";

/** Shortest last word that is also matched as a prefix. */
export const PREFIX_MIN_LENGTH = 3;

export interface WordUnit {
  kind: "word";
  word: string;
  stem: string;
  /** Also matches words starting with it (the text's last word, 3+ characters). */
  prefix: boolean;
  /** Also matches words one edit away (Latin, 5+ letters). */
  typo: boolean;
}

export interface ThaiRunUnit {
  kind: "thai";
  run: string;
  /** The segmenter's pieces of the run, each required as a word. */
  pieces: string[];
  /** Trigram terms of the run (empty when shorter than three characters). */
  trigrams: string[];
}

export type QueryUnit = WordUnit | ThaiRunUnit;

/** The units of a search text, in order; empty when it has no words. */
export function analyzeSearchText(text: string, language: string): QueryUnit[] {
  const tokens = wordTokens(text, language);
  const units: QueryUnit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (isThai(token.word)) {
      const pieces = [token.word];
      let end = token.end;
      let j = i + 1;
      while (j < tokens.length && tokens[j]!.start === end && isThai(tokens[j]!.word)) {
        pieces.push(tokens[j]!.word);
        end = tokens[j]!.end;
        j++;
      }
      const run = pieces.join("");
      units.push({ kind: "thai", run, pieces: [...new Set(pieces)], trigrams: thaiTrigrams(run) });
      i = j;
      continue;
    }
    const isLast = i === tokens.length - 1;
    units.push({
      kind: "word",
      word: token.word,
      stem: stem(token.word),
      prefix: isLast && [...token.word].length >= PREFIX_MIN_LENGTH,
      typo: isLatinWord(token.word) && token.word.length >= TYPO_MIN_LENGTH,
    });
    i++;
  }
  return dedupeUnits(units);
}

/** The same word twice asks nothing more ("cotton cotton"). */
function dedupeUnits(units: QueryUnit[]): QueryUnit[] {
  const seen = new Map<string, number>();
  const result: QueryUnit[] = [];
  for (const unit of units) {
    const key = unit.kind === "word" ? `w:${unit.word}` : `t:${unit.run}`;
    const index = seen.get(key);
    if (index === undefined) {
      seen.set(key, result.length);
      result.push(unit);
    } else if (unit.kind === "word" && unit.prefix) {
      result[index] = unit;
    }
  }
  return result;
}
