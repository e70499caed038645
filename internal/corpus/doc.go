// Package corpus finds the shared test corpus for tests and benchmarks. The corpus lives
// outside the repository, at ../shared/corpus beside the repository root (a checkout of
// goref next to the project's shared directory), or where GOREF_CORPUS says.
//
// Under CI (CI=true) a missing corpus fails the test loudly; elsewhere the test skips, so a
// lone checkout still runs the rest of the suite.
package corpus
