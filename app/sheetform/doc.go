// Package sheetform is the director's round sheet on screen (Fyne): the form of round, paper
// and the tables whose slips came back signed, then the PDF (slip.Sheet) saved where the
// director chooses. The hall's room view and the table's app (Game → Round sheet…) open the
// same form; each says which tables it knows to be signed.
package sheetform
