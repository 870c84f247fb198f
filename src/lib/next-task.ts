/**
 * Resolves in a task of its own. A big module's first run (Firebase's is 20 ms on a fast machine,
 * four times that on a phone) is one task; whatever awaits the import would otherwise run in that
 * same task, and the page could not answer a tap until all of it is done.
 *
 * A message rather than a timer, like React's scheduler: no 4 ms timer clamp, and it still runs
 * when timers are held (a paused page clock in the browser tests, a throttled background tab).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
