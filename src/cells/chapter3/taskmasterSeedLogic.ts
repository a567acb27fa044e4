// The source text's TaskMaster demo replayed by the lab's engine with the text's logic (faults 2 to 8 kept, an embed
// defined): what the Python prints, line for line. Try `logic: 'fixed'`, or other queries.
import { runTaskMaster } from 'agent-memory-lab';

const run = runTaskMaster({ logic: 'seed' });
for (const line of run.lines) console.log(line);
