// Placeholder: replaced by the landing page.
export function LandingPage() {
  return <main>Hytta</main>;
}
