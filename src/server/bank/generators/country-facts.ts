import { CATEGORY, tierDifficulty } from '../categories';
import { type Country, loadCountries } from '../sources/countries';
import { DATA_SOURCES } from '../sources/credits';
import { requireData } from '../sources/load';
import { editDistance, foldText, isLatinScript, theName } from '../text';
import type { BankWriter } from '../writer';
import { kindOf, nearbyValues } from './country-helpers';

// Currencies, languages, codes (dialling, internet, ISO, Olympic), demonyms and the names of
// countries in other languages: world-countries (ODbL), checked against countries-list (MIT).

export function writeCountryFacts(w: BankWriter): void {
  const all = loadCountries();
  writeCurrencies(w, all);
  writeLanguages(w, all);
  writeCodes(w, all);
  writeOlympicCodes(w, all);
  writeDemonyms(w, all);
  writeNamesAbroad(w, all);
}

/** How many countries use each value: reverse questions need a value only one country has. */
function countBy(all: Country[], values: (c: Country) => readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of all)
    for (const v of new Set(values(c).map(foldText))) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

function writeCurrencies(w: BankWriter, all: Country[]) {
  const users = countBy(all, (c) => c.anyCurrencyCodes);
  const currencyByCode = new Map(all.flatMap((c) => c.currencies.map((cur) => [cur.code, cur])));
  const symbolUsers = new Map<string, Set<string>>();
  for (const cur of all.flatMap((c) => c.allCurrencies)) {
    if (!cur.symbol) continue;
    const set = symbolUsers.get(cur.symbol) ?? new Set();
    set.add(cur.code);
    symbolUsers.set(cur.symbol, set);
  }

  for (const c of all) {
    const [main] = c.currencies;
    if (!main) continue;
    const theirs = c.anyCurrencyCodes.map((code) => currencyByCode.get(code)?.name ?? code);
    const isOnly = c.anyCurrencyCodes.length === 1;
    w.addQuestion({
      key: `currency:${c.code}`,
      category: CATEGORY.currencies,
      question: isOnly
        ? `What is the currency of ${theName(c.name)}?`
        : `Which of these currencies is used in ${theName(c.name)}?`,
      answer: main.name,
      difficulty: tierDifficulty(c.tier + (main.code === 'EUR' || main.code === 'USD' ? -1 : 0)),
      distractors: nearbyValues(c, all, (o) => o.currencies[0]?.name),
      exclude: theirs,
      // Its ISO code names the same currency.
      variants: [main.code],
    });
    if (users.get(foldText(main.code)) === 1 && !foldText(main.name).includes(foldText(c.name))) {
      w.addQuestion({
        key: `currency-country:${main.code}`,
        category: CATEGORY.currencies,
        question: `The ${main.name} is the currency of which ${kindOf(c)}?`,
        answer: c.name,
        difficulty: tierDifficulty(c.tier + 1),
        distractors: nearbyValues(c, all, (o) => o.name),
      });
    }
  }

  // Codes and symbols of each currency, asked once per currency.
  const allCodes = [...currencyByCode.keys()];
  for (const cur of currencyByCode.values()) {
    const holder =
      all.find((c) => c.currencies[0]?.code === cur.code) ??
      all.find((c) => c.currencies.some((x) => x.code === cur.code))!;
    w.addQuestion({
      key: `currency-code:${cur.code}`,
      category: CATEGORY.currencies,
      question: `What is the three-letter ISO 4217 code of the ${cur.name}?`,
      answer: cur.code,
      difficulty: tierDifficulty(holder.tier + 1),
      // Codes that share a letter with the real one are the convincing ones.
      distractors: [
        nearbyValues(holder, all, (o) => o.currencies[0]?.code)[0],
        allCodes.filter((code) => code[0] === cur.code[0] || code[2] === cur.code[2]),
        allCodes,
      ],
    });
    if (
      cur.symbol &&
      symbolUsers.get(cur.symbol)?.size === 1 &&
      !/^[A-Za-z.$ ]+$/.test(cur.symbol)
    ) {
      w.addQuestion({
        key: `currency-symbol:${cur.code}`,
        category: CATEGORY.currencies,
        question: `Which currency has the symbol ${cur.symbol}?`,
        answer: cur.name,
        difficulty: tierDifficulty(holder.tier + 1),
        distractors: nearbyValues(holder, all, (o) => o.currencies[0]?.name),
        exclude: holder.currencies.map((x) => x.name),
        variants: [cur.code],
      });
    }
  }
}

function writeLanguages(w: BankWriter, all: Country[]) {
  const languageNames = [...new Set(all.flatMap((c) => c.languages))];
  for (const c of all) {
    // The answer is the main language both sources agree on (Arabic for Iraq, not Aramaic).
    const answer = c.mainLanguage;
    if (!answer) continue;
    const isOnly = c.languages.length === 1;
    w.addQuestion({
      key: `language:${c.code}`,
      category: CATEGORY.languages,
      question: isOnly
        ? `What is the official language of ${theName(c.name)}?`
        : `Which of these is an official language of ${theName(c.name)}?`,
      answer,
      difficulty: tierDifficulty(c.tier + (isOnly ? 0 : 1)),
      distractors: [...nearbyValues(c, all, (o) => o.mainLanguage), languageNames],
      exclude: c.languages,
    });
  }

  for (const language of languageNames) {
    const speakers = all.filter((c) => c.languages.includes(language));
    const best = [...speakers].sort((a, b) => a.tier - b.tier)[0];
    const isSpoken = (o: Country) => !o.languages.includes(language);
    w.addQuestion({
      key: `language-country:${foldText(language).replace(/ /g, '-')}`,
      category: CATEGORY.languages,
      question: `In which of these countries is ${language} an official language?`,
      answer: best.name,
      difficulty: tierDifficulty(best.tier + (speakers.length > 3 ? -1 : 0)),
      distractors: nearbyValues(
        best,
        all,
        (o) => o.name,
        (o) => o.isIndependent && isSpoken(o),
      ),
      exclude: speakers.map((s) => s.name),
    });
  }

  // 'Which language do its speakers call Suomi?' (countries-list's native names, Latin script only).
  const { languages: list } = requireData('countries-list') as {
    languages: Record<string, { name: string; native: string }>;
  };
  const known = new Set(languageNames.map(foldText));
  const pool = Object.values(list).filter((l) => known.has(foldText(l.name)));
  for (const [code, language] of Object.entries(list)) {
    if (!known.has(foldText(language.name))) continue;
    const native = language.native.trim();
    if (native.includes('/') || !isLatinScript(native) || editDistance(native, language.name) <= 2)
      continue;
    const speakers = all.filter((c) => c.languages.includes(language.name));
    const tier = Math.min(...speakers.map((c) => c.tier), 2);
    w.addQuestion({
      key: `language-native:${code}`,
      category: CATEGORY.languages,
      question: `Which language do its own speakers call '${native}'?`,
      answer: language.name,
      difficulty: tierDifficulty(tier + 1),
      distractors: [pool.map((l) => l.name)],
      source: DATA_SOURCES.countriesList,
    });
  }
}

function writeCodes(w: BankWriter, all: Country[]) {
  const callingUsers = countBy(all, (c) => (c.callingCode ? [c.callingCode] : []));
  const tldUsers = countBy(all, (c) => c.allTlds);
  for (const c of all) {
    if (c.callingCode) {
      w.addQuestion({
        key: `calling-code:${c.code}`,
        category: CATEGORY.codes,
        question: `What is the international dialling code for ${theName(c.name)}?`,
        answer: c.callingCode,
        difficulty: tierDifficulty(c.tier + 1),
        distractors: nearbyValues(c, all, (o) => o.callingCode),
      });
      if (callingUsers.get(foldText(c.callingCode)) === 1) {
        w.addQuestion({
          key: `calling-code-country:${c.code}`,
          category: CATEGORY.codes,
          question: `Which ${kindOf(c)} has the international dialling code ${c.callingCode}?`,
          answer: c.name,
          difficulty: tierDifficulty(c.tier + 1),
          distractors: nearbyValues(c, all, (o) => o.name),
        });
      }
    }
    if (c.tld) {
      w.addQuestion({
        key: `tld:${c.code}`,
        category: CATEGORY.codes,
        question: `What is the country-code internet domain of ${theName(c.name)}?`,
        answer: c.tld,
        difficulty: tierDifficulty(c.tier + (c.tld.slice(1) === c.cca2.toLowerCase() ? 0 : 1)),
        distractors: nearbyValues(c, all, (o) => o.tld),
        exclude: c.allTlds,
      });
      if (tldUsers.get(foldText(c.tld)) === 1) {
        w.addQuestion({
          key: `tld-country:${c.code}`,
          category: CATEGORY.codes,
          question: `Which ${kindOf(c)} has the internet domain ${c.tld}?`,
          answer: c.name,
          difficulty: tierDifficulty(c.tier + 1),
          distractors: nearbyValues(c, all, (o) => o.name),
        });
      }
    }
    // Kosovo's 'UNK' is a United Nations stand-in, not an ISO 3166 code.
    if (c.code === 'UNK') continue;
    const isObvious = foldText(c.name).replace(/ /g, '').startsWith(c.code.toLowerCase());
    w.addQuestion({
      key: `iso3-country:${c.code}`,
      category: CATEGORY.codes,
      question: `Which ${kindOf(c)} has the ISO 3166 three-letter code ${c.code}?`,
      answer: c.name,
      difficulty: tierDifficulty(c.tier + (isObvious ? 0 : 1)),
      distractors: nearbyValues(c, all, (o) => o.name),
    });
  }
}

function writeOlympicCodes(w: BankWriter, all: Country[]) {
  for (const c of all) {
    if (!c.ioc) continue;
    w.addQuestion({
      key: `ioc:${c.code}`,
      category: CATEGORY.sports,
      question: `Under which three-letter code does ${theName(c.name)} compete at the Olympic Games?`,
      answer: c.ioc,
      difficulty: tierDifficulty(c.tier + (c.ioc === c.code ? 0 : 1)),
      // Its ISO code, when different, is the tempting wrong answer.
      distractors: [[c.code], ...nearbyValues(c, all, (o) => o.ioc)],
    });
    w.addQuestion({
      key: `ioc-country:${c.code}`,
      category: CATEGORY.sports,
      question: `Which ${kindOf(c)} competes at the Olympic Games under the code ${c.ioc}?`,
      answer: c.name,
      difficulty: tierDifficulty(c.tier + (c.ioc === c.code ? 0 : 1)),
      distractors: nearbyValues(
        c,
        all,
        (o) => o.name,
        (o) => o.ioc !== null,
      ),
    });
  }
}

function writeDemonyms(w: BankWriter, all: Country[]) {
  const users = countBy(all, (c) => (c.demonym ? [c.demonym] : []));
  for (const c of all) {
    if (!c.demonym || !c.isIndependent) continue;
    w.addQuestion({
      key: `demonym:${c.code}`,
      category: CATEGORY.demonyms,
      question: `What is a person from ${theName(c.name)} called?`,
      answer: c.demonym,
      difficulty: tierDifficulty(c.tier),
      distractors: nearbyValues(c, all, (o) => o.demonym),
      variants: c.demonymFemale ? [c.demonymFemale] : [],
    });
    if (users.get(foldText(c.demonym)) !== 1) continue;
    if (editDistance(c.demonym, c.name) <= 3) continue;
    w.addQuestion({
      key: `demonym-country:${c.code}`,
      category: CATEGORY.demonyms,
      question: `Someone described as ${c.demonym} comes from which country?`,
      answer: c.name,
      difficulty: tierDifficulty(c.tier + 1),
      distractors: nearbyValues(
        c,
        all,
        (o) => o.name,
        (o) => o.isIndependent,
      ),
    });
  }
}

const LANGUAGES_ABROAD: { code: string; name: string; shift: number }[] = [
  { code: 'fra', name: 'French', shift: 0 },
  { code: 'spa', name: 'Spanish', shift: 0 },
  { code: 'deu', name: 'German', shift: 0 },
  { code: 'ita', name: 'Italian', shift: 1 },
  { code: 'por', name: 'Portuguese', shift: 1 },
  { code: 'nld', name: 'Dutch', shift: 1 },
];

/** 'What is Germany called in Spanish?' and 'Which country calls itself Magyarország?' */
function writeNamesAbroad(w: BankWriter, all: Country[]) {
  for (const language of LANGUAGES_ABROAD) {
    for (const c of all) {
      // Dependencies' translations are patchy in the source (Åland is 'Ahvenanmaa' in French).
      if (!c.isIndependent) continue;
      const translated = c.translations[language.code];
      // Only names a pub would find interesting: not the English name with an accent changed.
      if (!translated || editDistance(translated, c.name) <= 2) continue;
      w.addQuestion({
        key: `name-in:${language.code}:${c.code}`,
        category: CATEGORY.words,
        question: `What is the ${language.name} name for ${theName(c.name)}?`,
        answer: translated,
        difficulty: tierDifficulty(c.tier + language.shift),
        distractors: nearbyValues(c, all, (o) => o.translations[language.code]),
      });
    }
  }
  for (const c of all) {
    // Only countries with one official language: with several, which name counts is a guess.
    const natives = Object.entries(c.nativeNames);
    if (!c.isIndependent || natives.length !== 1) continue;
    const [[lang, native]] = natives;
    if (!isLatinScript(native) || editDistance(native, c.name) <= 2) continue;
    w.addQuestion({
      key: `native-name:${c.code}:${lang}`,
      category: CATEGORY.words,
      question: `Which country calls itself '${native}' in its own language?`,
      answer: c.name,
      difficulty: tierDifficulty(c.tier + 1),
      distractors: nearbyValues(
        c,
        all,
        (o) => o.name,
        (o) => o.isIndependent,
      ),
    });
  }
}
