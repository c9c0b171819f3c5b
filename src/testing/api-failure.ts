import { ApiError } from '@/api/errors';

/** The ApiError a request fails with; any other outcome fails the test. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}
