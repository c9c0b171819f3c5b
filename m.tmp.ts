import { matchOrders } from './src/features/reconciliation/match-orders';
import { makeSyntheticOrders, makeSyntheticPayments } from './src/features/reconciliation/synthetic-orders';
const p = makeSyntheticPayments(20000); const o = makeSyntheticOrders(p, 20000);
for (let i = 0; i < 3; i++) { const t = performance.now(); matchOrders(o, p, {}); console.log(Math.round(performance.now() - t)); }
const t = performance.now(); structuredClone({o, p}); console.log('clone in', Math.round(performance.now()-t));
const r = matchOrders(o, p, {}); const t2 = performance.now(); structuredClone(r); console.log('clone out', Math.round(performance.now()-t2), JSON.stringify(r).length);
