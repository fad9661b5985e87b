import Foundation

/// kiwisolver (nucleic/kiwi's C++ solver behind its Python binding) in one long-lived
/// `python3` process that answers timing requests over standard input and output, so
/// Trellis and kiwi runs alternate inside one `trellis-bench` run.
///
/// Each request is one line (`rows_build 100 10`); the answer is one line with the
/// nanoseconds that `time.perf_counter_ns` measured around the solver calls only.
/// Set-up (making variables and constraints, resetting a sweep) happens outside the
/// timed region, as on the Trellis side.
final class SolverPeer {
    enum Failure: Error, CustomStringConvertible {
        case kiwiMissing(python: String)
        case exited(String)
        case badAnswer(request: String, answer: String)

        var description: String {
            switch self {
            case .kiwiMissing(let python):
                return "the solver suite needs kiwisolver for \(python): install it with `pip install kiwisolver`"
            case .exited(let request):
                return "the kiwisolver peer exited while answering '\(request)'"
            case .badAnswer(let request, let answer):
                return "the kiwisolver peer answered '\(answer)' to '\(request)'"
            }
        }
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private lazy var lines = LineReader(output)

    /// Starts the peer; `TRELLIS_PYTHON` names another interpreter than `python3`.
    init() throws {
        let python = ProcessInfo.processInfo.environment["TRELLIS_PYTHON"] ?? "python3"
        let script = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-solver-peer-\(ProcessInfo.processInfo.processIdentifier).py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-u", script.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let greeting = try readLine(after: "start")
        // Python has compiled the script by the time it answers; the file can go.
        try? FileManager.default.removeItem(at: script)
        if greeting != "ready" {
            log(
                "kiwisolver is not installed for \(python). Install it with:\n    pip install kiwisolver\n"
                    + "(or point TRELLIS_PYTHON at an interpreter that has it)")
            throw Failure.kiwiMissing(python: python)
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends one request and returns the nanoseconds the peer measured.
    func time(_ request: String) throws -> Double {
        input.fileHandleForWriting.write(Data((request + "\n").utf8))
        let answer = try readLine(after: request)
        guard let nanoseconds = Double(answer) else { throw Failure.badAnswer(request: request, answer: answer) }
        return nanoseconds
    }

    private func readLine(after request: String) throws -> String {
        guard let line = lines.next() else { throw Failure.exited(request) }
        return line
    }

    /// The peer: builds the same systems as `SolverScenario` and times kiwi's calls.
    static let script = """
        import sys, time
        try:
            from kiwisolver import Variable, Solver, strength
        except ImportError:
            print("missing", flush=True)
            sys.exit(0)

        clock = time.perf_counter_ns
        ENAML = \"\"\"\(SolverScenario.enamlSpecification)\"\"\"
        STRENGTHS = {
            "required": strength.required, "strong": strength.strong,
            "medium": strength.medium, "weak": strength.weak,
            "mmedium": strength.create(0, 1, 0, 1.25), "smedium": strength.create(0, 100, 0),
        }

        def enaml():
            variables, constraints = {}, []
            for line in ENAML.strip().splitlines():
                parts = line.split()
                expression = None
                for term in parts[:-3]:
                    coefficient, name = term.split("*")
                    variable = variables.setdefault(name, Variable(name))
                    part = float(coefficient) * variable
                    expression = part if expression is None else expression + part
                constant = float(parts[-2])
                relation = parts[-3]
                if relation == "==":
                    constraint = expression == constant
                elif relation == "<=":
                    constraint = expression <= constant
                else:
                    constraint = expression >= constant
                constraints.append(constraint | STRENGTHS[parts[-1]])
            return variables, constraints

        def build_enaml(variables, constraints):
            solver = Solver()
            solver.addEditVariable(variables["width"], "strong")
            solver.addEditVariable(variables["height"], "strong")
            for constraint in constraints:
                solver.addConstraint(constraint)
            return solver

        def layout(rows, per_row):
            container = Variable("container")
            variables, constraints = [], []
            for row in range(rows):
                previous_right = None
                for column in range(per_row):
                    left, width = Variable("left"), Variable("width")
                    top, height = Variable("top"), Variable("height")
                    variables += [left, width, top, height]
                    constraints.append(left == 8 if previous_right is None else left == previous_right + 8)
                    constraints.append(width >= 20)
                    constraints.append((width == 100) | "strong")
                    constraints.append(top == row * 40)
                    constraints.append((height == 30) | "medium")
                    previous_right = left + width
                constraints.append(previous_right + 8 <= container)
            variables.append(container)
            return container, variables, constraints

        CONTAINER = strength.create(999, 0, 0)

        def build_layout(container, constraints, width):
            solver = Solver()
            solver.addEditVariable(container, CONTAINER)
            solver.suggestValue(container, width)
            for constraint in constraints:
                solver.addConstraint(constraint)
            return solver

        kept = {}

        def kept_layout(rows, per_row, width):
            key = (rows, per_row)
            if key not in kept:
                container, variables, constraints = layout(rows, per_row)
                kept[key] = (container, variables, build_layout(container, constraints, width))
            return kept[key]

        def read_all(variables):
            total = 0.0
            for variable in variables:
                total += variable.value()
            return total

        def run(command, args):
            if command == "enaml_build":
                variables, constraints = enaml()
                start = clock()
                build_enaml(variables, constraints)
                return clock() - start
            if command == "enaml_steps":
                if "enaml" not in kept:
                    variables, constraints = enaml()
                    kept["enaml"] = (variables, build_enaml(variables, constraints))
                variables, solver = kept["enaml"]
                width, height = variables["width"], variables["height"]
                pairs = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
                start = clock()
                for step in range(args[0]):
                    w, h = pairs[step % 6]
                    solver.suggestValue(width, w)
                    solver.suggestValue(height, h)
                    solver.updateVariables()
                return clock() - start
            if command == "layout_build":
                container, variables, constraints = layout(args[0], args[1])
                start = clock()
                build_layout(container, constraints, args[2])
                return clock() - start
            if command == "layout_resize":
                rows, per_row, steps, first, last = args
                container, variables, solver = kept_layout(rows, per_row, first)
                solver.suggestValue(container, first)
                solver.updateVariables()
                targets = [first + (last - first) * step / max(1, steps - 1) for step in range(steps)]
                start = clock()
                for target in targets:
                    solver.suggestValue(container, target)
                    solver.updateVariables()
                elapsed = clock() - start
                read_all(variables)
                return elapsed
            if command == "update_unchanged":
                rows, per_row, width, calls = args
                container, variables, solver = kept_layout(rows, per_row, width)
                solver.updateVariables()
                start = clock()
                for _ in range(calls):
                    solver.updateVariables()
                return clock() - start
            raise ValueError("unknown request " + command)

        print("ready", flush=True)
        for line in sys.stdin:
            words = line.split()
            if not words:
                continue
            try:
                print(run(words[0], [int(word) for word in words[1:]]), flush=True)
            except Exception as error:
                print("error: %s" % error, flush=True)
        """
}
