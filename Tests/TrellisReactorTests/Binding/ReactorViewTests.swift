import Testing
import TrellisViews

@testable import TrellisReactor

/// A label that shows a counter: a reactor view.
final class CounterLabel: View, ReactorView {
    var text = ""
    let reactorBinding = ReactorBinding<CounterReactor>()
    var binds = 0

    func bind(reactor: CounterReactor, in bag: BindingBag) {
        binds += 1
        reactor.observe(\.count) { [weak self] count in self?.text = "\(count)" }.store(in: bag)
    }
}

/// The same label, bound only once it is in a host.
final class DeferredCounterLabel: View, DeferredReactorView {
    var text = ""
    let reactorBinding = ReactorBinding<CounterReactor>()

    func bind(reactor: CounterReactor, in bag: BindingBag) {
        reactor.observe(\.count) { [weak self] count in self?.text = "\(count)" }.store(in: bag)
    }

    override func layoutSubviews() {
        bindPendingReactor()
        super.layoutSubviews()
    }
}

final class HostStandIn: Responder {
    var next: (any Responder)? { nil }
    func respond(to action: ResponderAction) -> Bool { false }
}

@MainActor
@Suite struct ReactorViewTests {
    @Test func settingTheReactorBindsTheView() {
        let label = CounterLabel()
        let reactor = CounterReactor()
        label.reactor = reactor
        #expect(label.text == "0")
        reactor.send(.add(3))
        #expect(label.text == "3")
        #expect(label.binds == 1)
        #expect(label.reactor === reactor)
    }

    @Test func replacingTheReactorCancelsTheOldBindingsFirst() {
        let label = CounterLabel()
        let old = CounterReactor()
        let new = CounterReactor()
        label.reactor = old
        label.reactor = new
        old.send(.add(5))  // no longer shown
        #expect(label.text == "0")
        new.send(.add(2))
        #expect(label.text == "2")
        #expect(label.binds == 2)
        #expect(label.reactorBinding.bag.count == 1)
    }

    @Test func settingNilUnbinds() {
        let label = CounterLabel()
        let reactor = CounterReactor()
        label.reactor = reactor
        label.reactor = nil
        reactor.send(.increase)
        #expect(label.text == "0")
        #expect(!label.reactorBinding.isBound)
        #expect(label.reactorBinding.bag.count == 0)
    }

    @Test func aDeferredViewBindsOnceItIsInAHost() {
        let host = HostStandIn()
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let label = DeferredCounterLabel()
        let reactor = CounterReactor()
        reactor.send(.add(4))
        label.reactor = reactor
        label.layoutSubviews()
        #expect(label.text == "")  // not in a host yet: waits
        #expect(!label.reactorBinding.isBound)

        root.addSubview(label)
        root.hostResponder = host
        label.layoutSubviews()
        #expect(label.text == "4")
        label.layoutSubviews()  // binds once
        #expect(label.reactorBinding.bindCount == 1)
    }

    @Test func aViewThatIsAlreadyInAHostBindsAtOnceEvenWhenDeferred() {
        let host = HostStandIn()
        let root = View()
        root.hostResponder = host
        let label = DeferredCounterLabel()
        root.addSubview(label)
        label.reactor = CounterReactor()
        #expect(label.text == "0")
    }
}
