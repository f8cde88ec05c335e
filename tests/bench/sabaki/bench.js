// Times Sabaki's SGF parser (@sabaki/sgf, pinned in package.json) on an SGF
// file, for comparison with Kibitz's bench_sgfmodel on the same bytes
// (tests/bench/compare_sgf.sh). Reading the file is not timed; parse(text)
// builds Sabaki's whole tree of nodes with unescaped property values.
// MB = 10^6 bytes of the file. The process's CPU time (user and system,
// process.cpuUsage) is given first, as bench_sgfmodel gives its thread's:
// that is what to compare on a shared, loaded machine; then the wall clock.
//
// Run (after `npm ci` or `npm install` in this folder):
//   node bench.js FILE [runs]     (3 runs by default; the best one counts)

'use strict'

const fs = require('fs')
const sgf = require('@sabaki/sgf')
const {version} = require('@sabaki/sgf/package.json')

const path = process.argv[2]
const runs = Math.max(1, parseInt(process.argv[3] || '3', 10) || 3)
if (!path) {
  console.error('usage: node bench.js FILE [runs]')
  process.exit(2)
}

const bytes = fs.readFileSync(path)
const text = bytes.toString('utf8')

function countNodes(roots) {
  let nodes = 0
  const stack = [...roots]
  while (stack.length > 0) {
    const node = stack.pop()
    ++nodes
    for (const child of node.children) stack.push(child)
  }
  return nodes
}

const times = []
const cpuTimes = []
let games = 0
let nodes = 0
for (let r = 0; r < runs; ++r) {
  const start = process.hrtime.bigint()
  const cpuStart = process.cpuUsage()
  const roots = sgf.parse(text)
  const cpu = process.cpuUsage(cpuStart)
  times.push(Number(process.hrtime.bigint() - start))
  cpuTimes.push((cpu.user + cpu.system) * 1000)
  if (r === runs - 1) {
    games = roots.length
    nodes = countNodes(roots)
  }
}
times.sort((a, b) => a - b)
cpuTimes.sort((a, b) => a - b)

const mbPerSecond = ns => bytes.length / 1e6 / (ns / 1e9)
const median = list => list[Math.floor(list.length / 2)]
console.log(
  `@sabaki/sgf ${version} parse: best ${mbPerSecond(cpuTimes[0]).toFixed(1)} MB/s, ` +
    `median ${mbPerSecond(median(cpuTimes)).toFixed(1)} MB/s (CPU time); ` +
    `wall clock best ${mbPerSecond(times[0]).toFixed(1)}, median ${mbPerSecond(median(times)).toFixed(1)} ` +
    `(${runs} runs, ${games} games, ${nodes} nodes)`
)
