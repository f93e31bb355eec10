// Placeholder: replaced by the signed-in shell.
export function MainShell() {
  return <main>shell</main>;
}
