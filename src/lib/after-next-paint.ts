/**
 * Resolves once the browser has had its chance to paint what the current task changed: after the next
 * animation frame and a task after it. A click can show that it was taken ("Starting…") before the
 * work it starts takes the main thread. A hidden tab gets no frames: there it resolves after 100 ms.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, 100);
  });
}
