import type { Context } from 'hono';
import { z } from 'zod';
import type * as zm from 'zod/mini';
import { checkRequest, describeRequestProblem } from '../../src/domain/shared/request-checks';
import { badRequest } from '../http/errors';
import { readJson } from '../http/request';

/**
 * The JSON body checked against one of the domain's request schemas (the
 * ones the client checks before calling). A body that breaks one, a text over
 * its bound among others, is a 400 apiCallFailed naming the field: the
 * library never sends one, so it is a client's bug, not a shopper's mistake.
 * Nothing is cut to fit.
 */
export async function readCheckedJson<S extends zm.core.$ZodType>(c: Context, schema: S): Promise<zm.output<S>> {
  const body = await readJson(c, z.unknown());
  const checked = checkRequest(schema, body);
  if (!checked.ok) {
    const { field } = checked.problem;
    throw badRequest(describeRequestProblem(checked.problem, field ? `el campo "${field}"` : 'el cuerpo'));
  }
  return checked.data;
}
