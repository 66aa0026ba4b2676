import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/data/http/api-client';
import { HttpQuestionsRepository } from '../../../src/data/questions/http-questions.repository';
import { failureOf } from '../../mocks/client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { API, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const repository = () => new HttpQuestionsRepository(new ApiClient({ baseURL: API, sessions: new FakeSessionSource('anon-1'), logger: new RecordingLogger() }));

describe('HttpQuestionsRepository', () => {
  it('reads an empty searchForAnswer answer as null', async () => {
    server.use(http.put(url('/product/:id/searchForAnswer'), () => new HttpResponse('', { status: 200 })));
    expect(await repository().searchForAnswer('SKU-1', '¿Hola?', null)).toBeNull();
  });

  it('refuses an automated answer without a uid as schemaValidationError', async () => {
    server.use(http.put(url('/product/:id/searchForAnswer'), () => HttpResponse.json({ answer: 'Sí.' })));
    const failure = await failureOf(repository().searchForAnswer('SKU-1', '¿Hola?', null));
    expect([failure.cause, (failure.details as { shape: string }).shape]).toEqual(['schemaValidationError', 'AutomatedAnswer']);
  });

  it("reads a question's unknown category as Unknown, and none as null", async () => {
    server.use(
      http.get(url('/page/product/:id'), () =>
        HttpResponse.json({ questions: [{ question: '¿A?', question_category: 'Weather' }, { question: '¿B?' }] }),
      ),
    );
    const questions = await repository().list('SKU-1');
    expect(questions!.map((question) => question.question_category)).toEqual(['Unknown', null]);
  });
});
