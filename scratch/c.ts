import { readGoalClauses } from '@verity/steps';
for (const g of process.argv.slice(2)) console.log(g, '=>', JSON.stringify(readGoalClauses(g)));
