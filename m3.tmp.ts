import { matchOrders } from './src/features/reconciliation/match-orders';
import { makeSyntheticOrders, makeSyntheticPayments } from './src/features/reconciliation/synthetic-orders';
const p = makeSyntheticPayments(20000); const o = makeSyntheticOrders(p, 20000);
const r = matchOrders(o, p, {});
const len = (x: unknown) => JSON.stringify(x).length;
console.log('orders', len(r.orders), 'order copies', len(r.orders.map(m => m.order)));
console.log('payments', len(r.payments), 'payment copies', len(r.payments.map(m => m.payment)));
console.log('summary', len(r.summary));
console.log(JSON.stringify(r.orders[3]), JSON.stringify(r.payments[3]));
