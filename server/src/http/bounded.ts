import { maxId } from '@shop/core';
import { z } from 'zod';

/**
 * The ranges PostgreSQL's columns hold, as zod schemas for the route edge: a number a client
 * sends is refused with a 400 here rather than failing in the database with a 500.
 */
export const int4Max = maxId;

/** A row id held in an `integer` column (products, variants, images), from a path or query. */
export const int4Id = z.coerce.number().int().positive().max(int4Max);

/** The same in a JSON body, where the number must be a number. */
export const int4IdInBody = z.number().int().positive().max(int4Max);

/** A `bigint` position or id; JavaScript numbers are exact up to 2^53. */
export const int8Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A page number of a listing. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000);

/**
 * A price in one of the shop's currencies' major units, as in a price filter. Ten million of
 * any of them (USD, CNY, KRW, JPY) is still within an `integer` column of US cents.
 */
export const priceAmount = z.coerce.number().finite().nonnegative().max(10_000_000);
