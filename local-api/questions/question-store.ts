import type { Database } from '../db/database';

// Questions and automated answers (questions.ts holds the rules: text checks, the daily limit, threads, the JSON shape).

/** A question as the product page shows it (the columns questionsPart and askQuestion read). */
export interface QuestionRow {
  id: number;
  question: string;
  user_name: string | null;
  answer: string | null;
  date_created: string;
  date_answered: string | null;
  category: string | null;
}

/** A row of the automated_answers table (the columns searchForAnswer writes; `chat_options` is JSON). */
export interface AnswerRow {
  uid: string;
  product_id: number;
  owner: string;
  user_id: number | null;
  question: string;
  answer: string | null;
  category: string;
  thread_id: string;
  chat_options: string;
  feedback: string | null;
}

/** A new question, as askQuestion stores it. */
export interface NewQuestion {
  productId: number;
  question: string;
  userName: string;
  answer: string | null;
  dateCreated: string;
  dateAnswered: string | null;
  userId: number;
  category: string | null;
  autoAnswerUid: string | null;
}

/** How many automated answers this owner (a session or a user) asked for after `since` (ms since the epoch). */
export function countAutomatedAnswersSince(db: Database, owner: string, since: number): number {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM automated_answers WHERE owner = ? AND created_at > ?').get(owner, since) as { count: number };
  return count;
}

/** The product's answered questions plus the user's own (userId, null for none) unanswered ones, newest first, at most `limit`. */
export function listProductQuestions(db: Database, productId: number, userId: number | null, limit: number): QuestionRow[] {
  return db
    .prepare(
      `SELECT id, question, user_name, answer, date_created, date_answered, category FROM questions
       WHERE product_id = ? AND (answer IS NOT NULL OR (user_id IS NOT NULL AND user_id = ?))
       ORDER BY date_created DESC, id DESC LIMIT ?`,
    )
    .all(productId, userId, limit) as QuestionRow[];
}


/** The categories of this owner's automated answers in the thread on this product, oldest first. */
export function listThreadCategories(db: Database, threadId: string, owner: string, productId: number): { category: string }[] {
  return db
    .prepare('SELECT category FROM automated_answers WHERE thread_id = ? AND owner = ? AND product_id = ? ORDER BY created_at, rowid')
    .all(threadId, owner, productId) as { category: string }[];
}

/** Stores an automated answer; `createdAt` in ms since the epoch. */
export function insertAutomatedAnswer(db: Database, row: AnswerRow, createdAt: number): void {
  db.prepare(
    `INSERT INTO automated_answers (uid, product_id, owner, user_id, question, answer, category, thread_id, chat_options, created_at)
       VALUES (@uid, @product_id, @owner, @user_id, @question, @answer, @category, @thread_id, @chat_options, @created_at)`,
  ).run({ ...row, created_at: createdAt });
}

/** How many questions the user asked about the product after `since` (an ISO date). */
export function countUserQuestionsSince(db: Database, userId: number, productId: number, since: string): number {
  const { count } = db
    .prepare('SELECT COUNT(*) AS count FROM questions WHERE user_id = ? AND product_id = ? AND date_created > ?')
    .get(userId, productId, since) as { count: number };
  return count;
}

/** The automated answer with that uid for the product, if this owner (session) or user asked for it. */
export function findOwnAutomatedAnswer(db: Database, uid: string, productId: number, owner: string, userId: number): AnswerRow | undefined {
  return db
    .prepare('SELECT * FROM automated_answers WHERE uid = ? AND product_id = ? AND (owner = ? OR user_id = ?)')
    .get(uid, productId, owner, userId) as AnswerRow | undefined;
}

/** Stores a question; answers its id. */
export function insertQuestion(db: Database, question: NewQuestion): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO questions (product_id, question, user_name, answer, date_created, date_answered, user_id, category, auto_answer_uid)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      question.productId,
      question.question,
      question.userName,
      question.answer,
      question.dateCreated,
      question.dateAnswered,
      question.userId,
      question.category,
      question.autoAnswerUid,
    );
  return Number(lastInsertRowid);
}

export function findQuestionById(db: Database, id: number): QuestionRow | undefined {
  return db
    .prepare('SELECT id, question, user_name, answer, date_created, date_answered, category FROM questions WHERE id = ?')
    .get(id) as QuestionRow | undefined;
}

/** Records the feedback on the automated answer if this owner (session) or user (null for none) asked for it; answers how many rows changed. */
export function updateAutomatedAnswerFeedback(
  db: Database,
  uid: string,
  owner: string,
  userId: number | null,
  feedback: string,
  at: number,
): number {
  return db
    .prepare('UPDATE automated_answers SET feedback = ?, feedback_at = ? WHERE uid = ? AND (owner = ? OR user_id = ?)')
    .run(feedback, at, uid, owner, userId).changes;
}
