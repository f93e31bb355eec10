// Placeholder: replaced by the sign-in / sign-up page.
export function AuthPage() {
  return <main>auth</main>;
}
