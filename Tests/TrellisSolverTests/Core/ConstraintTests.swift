import Testing

@testable import TrellisSolver

@Suite("Constraint")
struct ConstraintTests {
    let left = Variable("left")
    let right = Variable("right")

    @Test func relationsStoreLeftMinusRight() {
        let constraint = left == right + 8
        #expect(constraint.relation == .equal)
        #expect(constraint.expression.terms == [Term(left), Term(right, coefficient: -1)])
        #expect(constraint.expression.constant == -8)
        #expect(constraint.strength == .required)
    }

    @Test func tildeSetsStrengthOnACopy() {
        let base = left >= 20
        let strong = base ~ .strong
        let unparenthesised = left >= 20 ~ .weak
        #expect(strong.strength == .strong)
        #expect(unparenthesised.strength == .weak)
        #expect(base.strength == .required)
        #expect(strong !== base)
    }

    @Test func descriptionShowsSidesAndStrength() {
        #expect((left == right + 8).description == "left == right + 8 | required")
        #expect(((left <= 100) ~ .medium).description == "left <= 100 | medium")
        #expect(Constraint(left - right, .greaterThanOrEqual).description == "left - right >= 0 | required")
    }

    @Test func equalityOfVariablesStillComparesIdentity() {
        let same: Bool = left == left
        let different: Bool = left == right
        #expect(same && !different)
        #expect(Set([left, right, left]).count == 2)
    }

    @Test func isSatisfiedUsesTolerance() {
        let constraint = left <= right
        #expect(constraint.isSatisfied { $0 === self.left ? 5 : 5 + 1e-9 })
        #expect(!constraint.isSatisfied { $0 === self.left ? 6 : 5 })
    }
}
