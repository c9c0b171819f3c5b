// The checkout page: its header, paging and live news around the payments view.
export { CheckoutPage, type CheckoutFacts } from './checkout-page';
