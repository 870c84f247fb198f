/**
 * The app's one way to write from a button (decision 346): TanStack Query's useMutation, but a
 * call made while the same write is still under way is not sent again. A Button turns busy only
 * once React renders the mutation's pending state, which TanStack hands over a task later; the
 * second click of a double click lands before that and, with plain useMutation, sent the request
 * twice (two tours saved, a delete's 404 toast after its success, a PATCH refused as a conflict
 * with itself). Here the call is marked at once, in the click itself, and unmarked when its
 * request settles.
 *
 * `mutate` drops the repeated call; `mutateAsync` answers it with the promise of the call under
 * way, so an awaiting caller learns how that one ended.
 *
 * A write refused because its house is gone (HouseGoneError) gets the one answer of
 * src/lib/house-gone.ts instead of the mutation's own onError (decision 354): every button's
 * failure toast ("Failed to update favorites", ...) would say less, and the page must change.
 * A call's own callbacks (`mutate(variables, { onError })`) still run: they close what the
 * screen opened for the call.
 */
import {
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
  // biome-ignore lint/style/noRestrictedImports: the one place that wraps useMutation.
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { HouseGoneError } from "./api";
import { noteHouseGone } from "./house-gone";

/** Every call of a mutation is the same write unless `flightKey` tells them apart. */
const WHOLE_MUTATION = Symbol("whole mutation");

export interface SingleFlightMutationOptions<TData, TError, TVariables, TOnMutateResult>
  extends UseMutationOptions<TData, TError, TVariables, TOnMutateResult> {
  /**
   * Which calls are the same write: calls whose keys are equal wait for each other, others run
   * side by side. For one mutation behind a button on each row of a list, each row busy on its
   * own (the row's id). Without it, the whole mutation is one write at a time.
   */
  flightKey?: (variables: TVariables) => string | number;
}

export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>({
  flightKey,
  onError,
  ...options
}: SingleFlightMutationOptions<TData, TError, TVariables, TOnMutateResult>): UseMutationResult<
  TData,
  TError,
  TVariables,
  TOnMutateResult
> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...options,
    onError: (error, ...rest) => {
      if (error instanceof HouseGoneError) {
        noteHouseGone(queryClient, error.houseId);
        return;
      }
      return onError?.(error, ...rest);
    },
  });
  const inFlight = useRef(new Map<unknown, Promise<TData>>());
  // The latest render's key, read at the call (the handlers below stay the same functions).
  const keyOf = useRef(flightKey);
  keyOf.current = flightKey;
  const { mutateAsync } = mutation;

  const singleFlightMutateAsync: UseMutateAsyncFunction<
    TData,
    TError,
    TVariables,
    TOnMutateResult
  > = useCallback(
    (...call) => {
      // A mutation of no variables is called with none.
      const variables = call[0] as TVariables;
      const key = keyOf.current ? keyOf.current(variables) : WHOLE_MUTATION;
      const running = inFlight.current.get(key);
      if (running) return running;
      // The promise settles after the mutation's own onSuccess/onError have run, so the write
      // is open again only once its answer is on the screen's state.
      const settled = mutateAsync(...call).finally(() => inFlight.current.delete(key));
      inFlight.current.set(key, settled);
      return settled;
    },
    [mutateAsync],
  );
  const singleFlightMutate: UseMutateFunction<TData, TError, TVariables, TOnMutateResult> =
    useCallback(
      (...call) => {
        // As useMutation's own mutate: the failure is the mutation's onError's to show.
        singleFlightMutateAsync(...call).catch(() => {});
      },
      [singleFlightMutateAsync],
    );
  return { ...mutation, mutate: singleFlightMutate, mutateAsync: singleFlightMutateAsync };
}
