import Testing

@testable import TrellisSolver

@Suite("LinearExpression")
struct LinearExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func operatorsBuildTermsAndConstant() {
        let expression = 2 * x + y / 4 - 3
        #expect(expression.terms == [Term(x, coefficient: 2), Term(y, coefficient: 0.25)])
        #expect(expression.constant == -3)
    }

    @Test func subtractionAndNegationFlipSigns() {
        let expression = 10 - (x - y)
        #expect(expression.terms == [Term(x, coefficient: -1), Term(y, coefficient: 1)])
        #expect(expression.constant == 10)
        #expect((-x).terms == [Term(x, coefficient: -1)])
    }

    @Test func simplifiedMergesRepeatedVariablesAndDropsZeros() {
        let expression = (x + y + x - y + 1).simplified()
        #expect(expression.terms == [Term(x, coefficient: 2)])
        #expect(expression.constant == 1)
    }

    @Test func valueEvaluatesWithGivenValues() {
        let expression = 3 * x - y + 5
        #expect(expression.value { $0 === x ? 2 : 4 } == 7)
    }

    @Test func descriptionReadsLikeSource() {
        #expect((x + 0.5 * y - 8).description == "x + 0.5 * y - 8")
        #expect((-x + 2).description == "-x + 2")
        #expect(LinearExpression(4).description == "4")
    }
}
