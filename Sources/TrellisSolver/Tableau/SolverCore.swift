/// The reference-counted home of a ``Tableau``: it frees the tableau's manual memory
/// and gives ``Solver`` its copy-on-write storage.
@usableFromInline
final class SolverCore {
    /// Unchecked: Swift's dynamic exclusivity check on a class property cost about a
    /// twentieth of a suggestion step, and no two accesses can overlap here. The tableau
    /// is reached only from `Solver`'s methods (mutation after `makeUnique()`, on a core
    /// no other solver shares), and none of its methods calls out to code that could
    /// reach the same solver again.
    @exclusivity(unchecked) @usableFromInline var tableau: Tableau

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
