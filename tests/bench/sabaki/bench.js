// Times Sabaki's SGF parser (@sabaki/sgf, pinned in package.json) on an SGF
// file, for comparison with Kibitz's bench_sgfmodel on the same bytes
// (tests/bench/compare_sgf.sh). Reading the file is not timed; parse(text)
// builds Sabaki's whole tree of nodes with unescaped property values.
// MB = 10^6 bytes of the file.
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
let games = 0
let nodes = 0
for (let r = 0; r < runs; ++r) {
  const start = process.hrtime.bigint()
  const roots = sgf.parse(text)
  times.push(Number(process.hrtime.bigint() - start))
  if (r === runs - 1) {
    games = roots.length
    nodes = countNodes(roots)
  }
}
times.sort((a, b) => a - b)

const mbPerSecond = ns => bytes.length / 1e6 / (ns / 1e9)
console.log(
  `@sabaki/sgf ${version} parse: best ${mbPerSecond(times[0]).toFixed(1)} MB/s, ` +
    `median ${mbPerSecond(times[Math.floor(times.length / 2)]).toFixed(1)} MB/s ` +
    `(${runs} runs, ${games} games, ${nodes} nodes)`
)
