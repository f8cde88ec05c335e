// Reads a file Kibitz wrote (kibitz-cli convert of marks.sgf) with Sabaki's
// SGF parser and checks that every board mark, move mark and position mark
// is there as the same property with the same values, node by node along
// each game's main line. Exits 1 naming the first difference.
//
// Run: node marks.js WRITTEN.sgf   (after `npm ci` in this folder)

'use strict'

const fs = require('fs')
const sgf = require('@sabaki/sgf')

// The marks of each node after the root, in order; values as Sabaki gives
// them (unescaped). Properties not named here are not compared.
const expected = [
  [
    {
      TE: ['2'], GB: ['1'], HO: ['1'], TR: ['a1', 'b2'], SQ: ['c1:d2'], CR: ['e1'], MA: ['f1'], SL: ['g1'],
      DD: ['h1:i2'], LB: ['a9:A', 'b9:12', 'c9:x]y', 'd9:back\\slash', 'e9:a:b'], AR: ['a3:c3', 'd3:d5'],
      LN: ['e7:g8'],
    },
    {BM: ['1'], GW: ['2']},
    {DO: [''], DM: ['1']},
    {IT: [''], UC: ['2'], HO: ['2'], DD: ['']},
  ],
  [
    {TR: ['B3:C4'], LB: ['X24:end', 'A1:a'], AR: ['F5:H6'], MA: ['F6'], BM: ['2']},
    {SL: ['A1:L12'], DD: ['B2']},
  ],
]
const marks = ['TE', 'BM', 'DO', 'IT', 'GB', 'GW', 'DM', 'UC', 'HO', 'TR', 'SQ', 'CR', 'MA', 'SL', 'DD', 'LB', 'AR', 'LN']

const path = process.argv[2]
const roots = sgf.parse(fs.readFileSync(path, 'utf8'))
if (roots.length !== expected.length) {
  console.error(`${path}: ${roots.length} games, expected ${expected.length}`)
  process.exit(1)
}
let checked = 0
roots.forEach((root, g) => {
  let node = root
  expected[g].forEach((want, n) => {
    node = node.children[0]
    if (!node) {
      console.error(`game ${g + 1}: the main line ends before node ${n + 1}`)
      process.exit(1)
    }
    for (const id of marks) {
      const got = JSON.stringify(node.data[id] || null)
      const wanted = JSON.stringify(want[id] || null)
      if (got !== wanted) {
        console.error(`game ${g + 1}, node ${n + 1}: ${id} is ${got}, expected ${wanted}`)
        process.exit(1)
      }
      if (want[id]) ++checked
    }
  })
})
console.log(`Sabaki's parser read ${checked} mark properties as written`)
