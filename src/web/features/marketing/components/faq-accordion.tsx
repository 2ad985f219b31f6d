import { Accordion, Text } from '@mantine/core';
import { PLAN_TILES } from '../../../../core/plans';

const TRIAL_NOTE = PLAN_TILES.find((tile) => tile.id === 'trial')?.note;
const MONTHLY = PLAN_TILES.find((tile) => tile.id === 'monthly');
const ANNUAL = PLAN_TILES.find((tile) => tile.id === 'annual');

export type FaqId =
  | 'trial'
  | 'cancel'
  | 'money-back'
  | 'plans'
  | 'commercial-use'
  | 'no-repeats'
  | 'own-questions'
  | 'wrong-question';

interface FaqItem {
  id: FaqId;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'trial',
    question: 'How does the free trial work?',
    answer: `${TRIAL_NOTE}. Create an account and every feature is yours for 7 days, no credit card needed to start. Run a real night with it. If you want to keep going, pick Monthly or Annual from your Subscription page; if you don't, your access simply stops when the trial ends and you are never charged.`,
  },
  {
    id: 'cancel',
    question: 'Can I cancel my subscription?',
    answer:
      'Yes. You can cancel any time and keep access until the billing period ends, straight from your profile in a couple of clicks. No phone calls, no emails, no awkward retention chat.',
  },
  {
    id: 'money-back',
    question: 'Is there a money-back guarantee?',
    answer:
      "Yes, a 7-day money back guarantee. If Trivia Host isn't right for your nights within 7 days of your first payment, contact us and we'll refund you in full.",
  },
  {
    id: 'plans',
    question: "What's the difference between Monthly and Annual?",
    answer: `Only the billing. Both include every question, unlimited rounds, tie-breakers, the team scoreboard and commercial usage rights. Monthly is ${MONTHLY?.price} ${MONTHLY?.period}; Annual is ${ANNUAL?.price} ${ANNUAL?.period}, which saves you $30 (about 17%) over twelve monthly payments.`,
  },
  {
    id: 'commercial-use',
    question: 'Can I use the questions at paid events?',
    answer:
      'Yes. Every plan includes commercial usage rights, so you can read our questions at your weekly bar night, a restaurant residency, a ticketed fundraiser or a private party you are being paid to host.',
  },
  {
    id: 'no-repeats',
    question: 'How do you make sure questions never repeat?',
    answer:
      "When you press Start Round, the round's 10 questions are revealed with their answers and locked to your account for 2 years, so we won't hand them to you again, whichever categories you choose. Tie-breakers work the same way and are locked for a year after you use one. Your regulars will never hear the same question twice from you.",
  },
  {
    id: 'own-questions',
    question: 'Can I submit my own questions?',
    answer:
      "Absolutely. Once you're signed in, open Submit a Custom Question and add the question, the answer, a category and a difficulty. Our editors review every submission before it joins the question bank.",
  },
  {
    id: 'wrong-question',
    question: 'What if a question is wrong?',
    answer:
      'Flag it. Every question in a round has a flag button: choose a reason, add a note if you like, and our editors will check it, then fix it or take it out of the bank. Flagging takes seconds, so you can do it mid-round and carry on.',
  },
];

interface FaqAccordionProps {
  /** Which questions to show, in this order; all of them when left out. */
  itemIds?: FaqId[];
  isCentered?: boolean;
}

export function FaqAccordion({ itemIds, isCentered }: FaqAccordionProps) {
  const items = itemIds
    ? itemIds.flatMap((id) => FAQ_ITEMS.filter((item) => item.id === id))
    : FAQ_ITEMS;
  return (
    <Accordion
      variant="separated"
      radius="md"
      order={3}
      maw={820}
      mx={isCentered ? 'auto' : undefined}
      // Bordered white items stay visible on the tinted bands too.
      styles={{
        item: {
          backgroundColor: 'var(--mantine-color-body)',
          border: '1px solid var(--mantine-color-default-border)',
        },
      }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>
            <Text component="span" fw={600}>
              {item.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed" lh={1.6}>
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
