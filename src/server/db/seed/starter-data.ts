export interface StarterQuestion {
  category: string;
  question: string;
  answer: string;
  difficulty: 'easy' | 'medium' | 'hard';
  options?: string[];
}

export const STARTER_CATEGORIES: { name: string; description: string }[] = [
  { name: 'Geography', description: 'Countries, capitals and the map' },
  { name: 'Science', description: 'Chemistry, physics and biology' },
];

export const STARTER_QUESTIONS: StarterQuestion[] = [
  {
    category: 'Geography',
    question: 'What is the capital of France?',
    answer: 'Paris',
    difficulty: 'easy',
  },
  {
    category: 'Science',
    question: 'What is the chemical symbol for gold?',
    answer: 'Au',
    difficulty: 'easy',
  },
];

export const STARTER_TIEBREAKERS: { question: string; answers: string[] }[] = [
  {
    question: 'Name the noble gases.',
    answers: ['Helium', 'Neon', 'Argon', 'Krypton', 'Xenon', 'Radon', 'Oganesson'],
  },
];
