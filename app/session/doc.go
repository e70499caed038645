// Package session is one game as the app holds it: the record as an SGF tree (variations
// included), the cursor in it, the rules.Game replaying the path to the cursor (by rules/record's
// one replay, as the table's Open and the command line replay), the game information of the New
// game dialog and the referee log. All legality comes from rules.
package session
