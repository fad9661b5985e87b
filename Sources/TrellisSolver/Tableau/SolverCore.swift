/// The reference-counted home of a ``Tableau``: it frees the tableau's manual memory
/// and gives ``Solver`` its copy-on-write storage.
@usableFromInline
final class SolverCore {
    @usableFromInline var tableau: Tableau

    @usableFromInline
    init() {
        tableau = Tableau()
    }

    init(tableau: Tableau) {
        self.tableau = tableau
    }

    /// A core with a deep copy of the tableau.
    @usableFromInline
    func copy() -> SolverCore {
        SolverCore(tableau: tableau.copy())
    }

    deinit {
        tableau.deallocate()
    }
}
