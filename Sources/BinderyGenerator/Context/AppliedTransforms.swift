/// What a rule writes when transforms stand between its sources and its target: the transforms' functions applied
/// one inside the other, `Bindery.BinderyTransforms.a(Bindery.BinderyTransforms.Builtin.b(value))`, innermost to
/// the names read (`value`, `input0, input1`).
indirect enum AppliedTransforms: Sendable {
    /// The names the innermost function is applied to.
    case arguments([String])
    /// `function(label argument)`; `label` is `backward: ` or nothing.
    case call(function: String, label: String, argument: AppliedTransforms)

    /// All on one line.
    var text: String {
        switch self {
        case .arguments(let names): names.joined(separator: ", ")
        case .call(let function, let label, let argument): function + "(" + label + argument.text + ")"
        }
    }

    /// `prefix` and ``text`` in lines relative to a line `indent` spaces deep, as swift-format breaks a call too
    /// long for its line: after `(` when the arguments and the `)` do not fit, the arguments 4 spaces deeper and
    /// the `)` kept after them unless it does not fit either; before the function's last `.name` when the name and
    /// its `(` do not fit; and between names of the innermost call when they do not fit together.
    func lines(after prefix: String, indent: Int) -> [String] {
        var printer = Printer(indent: indent, line: prefix)
        printer.print(self, depth: 0)
        return printer.lines + [printer.line]
    }

    private struct Printer {
        let indent: Int
        var lines: [String] = []
        var line: String

        func fits(_ text: some StringProtocol) -> Bool {
            Declaration.fits(indent: indent, line, text)
        }

        mutating func breakLine(at depth: Int) {
            lines.append(line)
            line = String(repeating: " ", count: depth)
        }

        /// Prints `value` where the current line, `depth` spaces deep, has got to.
        mutating func print(_ value: AppliedTransforms, depth: Int) {
            switch value {
            case .arguments(let names):
                for (position, name) in names.enumerated() {
                    let piece = name + (position < names.count - 1 ? "," : "")
                    if position > 0 {
                        if fits(" " + piece) { line += " " } else { breakLine(at: depth) }
                    }
                    line += piece
                }
            case .call(let function, let label, let argument):
                var depth = depth
                if let dot = function.lastIndex(of: ".") {
                    line += function[..<dot]
                    if !fits(function[dot...] + "(") {
                        depth += 4
                        breakLine(at: depth)
                    }
                    line += function[dot...] + "("
                } else {
                    line += function + "("
                }
                if !fits(label + argument.text + ")") { breakLine(at: depth + 4) }
                line += label
                print(argument, depth: depth + 4)
                if !fits(")") { breakLine(at: depth) }
                line += ")"
            }
        }
    }
}
