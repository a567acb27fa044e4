// The TaskMaster demo with its eight faults fixed, replayed by the lab's engine. The fixed retrieval keeps a concept
// when its relevance reaches minRelevance (0.3): lower it to 0.2 and the general question gets the advice too.
import { runTaskMaster } from 'agent-memory-lab';

const run = runTaskMaster({ logic: 'fixed', minRelevance: 0.3 });
for (const line of run.lines) console.log(line);
