/** The assistant's five quick questions (docs/behaviour.md#data-shapes), shared by the panel, the request schema and the tests. No React. */
import type { CheckCategory, QuestionCategory } from "./types";

export interface QuickQuestion {
  id: CheckCategory;
  category: CheckCategory;
  question: string;
  description: string;
}

export const QUICK_QUESTIONS: readonly QuickQuestion[] = [
  {
    id: "accuracy",
    category: "accuracy",
    question: "Accuracy of Quoted Numbers",
    description: "Are the figures consistent with the latest official data (World Bank, IMF, national statistics)?",
  },
  {
    id: "timeliness",
    category: "timeliness",
    question: "Timeliness of the Data",
    description: "Is the article citing the most recent dataset?",
  },
  {
    id: "comparability",
    category: "comparability",
    question: "Comparability & Units",
    description: "Units, currency, inflation and population adjustments",
  },
  {
    id: "source",
    category: "source",
    question: "Source Reliability",
    description: "Is the statistic traceable to a reliable source (central bank, regulator, international body)?",
  },
  {
    id: "consistency",
    category: "consistency",
    question: "Consistency With Related Indicators",
    description: "Do other official indicators support the figure?",
  },
];

/** The category a reader's own question is sent with (docs/behaviour.md#data-shapes). */
export const CUSTOM_QUESTION: QuestionCategory = "Custom Question";

export const QUESTION_CATEGORIES: readonly [QuestionCategory, ...QuestionCategory[]] = [
  "accuracy",
  "timeliness",
  "comparability",
  "source",
  "consistency",
  CUSTOM_QUESTION,
];
