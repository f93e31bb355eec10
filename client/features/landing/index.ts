export { BrandLink } from './components/brand-link';
export { LandingPage } from './components/landing-page';
