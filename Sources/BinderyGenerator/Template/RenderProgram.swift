import BinderySource

/// Compiled template nodes laid out flat for rendering: steps that hold no references, and the template's text as
/// bytes already split at its newlines.
///
/// Walking ``CompiledNode``s retained each node's box and every array and string its payload holds, and released
/// them again, for every node rendered (1.7 million pieces of text and fields for the benchmark); literal text was
/// appended as a `String` and scanned for newlines at every render. Here a step is a few integers read in place,
/// a section's or partial's children are the steps up to its `end`, and literal text is a run of bytes with its
/// line breaks decided when the template is compiled. What only a diagnostic needs (a path, a range, the
/// template's name) is kept aside in ``details``.
///
/// Files render on several threads from one program: its buffers are written only while it is built, in `init`,
/// and only read after, so sharing it is safe although they are unsafe pointers.
final class RenderProgram: @unchecked Sendable {
    struct Step {
        enum Kind: UInt8 {
            /// Bytes with no newline, at `start` and `count` in ``bytes``.
            case text
            /// Bytes ending in a newline, the newline counted.
            case line
            case variable
            /// `{{{name}}}`; `standalone` when it ends with its line's newline.
            case verbatim
            case section
            case partial
            /// A partial looked up by name when it renders.
            case partialByName
        }

        /// How a variable or section finds its value.
        enum Reference: UInt8 {
            case field, current, first, last, byName
        }

        var kind: Kind
        var reference: Reference = .byName
        /// An inverted section, or a standalone verbatim.
        var flag = false
        /// A field's depth, or where text or a partial's indentation starts in ``bytes``.
        var start: Int32 = 0
        /// A field's position, or how many bytes the text or indentation has.
        var count: Int32 = 0
        /// For a section or partial: the index after its last child.
        var end: Int32 = 0
        /// Where its ``Detail`` is.
        var detail: Int32 = 0
    }

    /// What a step's diagnostics, by-name lookups and partials found at render time need.
    struct Detail {
        var path: [TemplateKey] = []
        var range: SourceRange
        /// The template the step is in, for messages.
        var template: String
        /// A partial looked up when it renders: its name and indentation.
        var partial = ""
        var indent = ""
    }

    let steps: UnsafeMutableBufferPointer<Step>
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let details: [Detail]

    init(_ nodes: [CompiledNode], template: String) {
        var builder = Builder()
        builder.lower(nodes, template: template)
        steps = .allocate(capacity: builder.steps.count)
        _ = steps.initialize(from: builder.steps)
        bytes = .allocate(capacity: max(builder.bytes.count, 1))
        _ = bytes.initialize(from: builder.bytes)
        details = builder.details
    }

    deinit {
        steps.deallocate()
        bytes.deallocate()
    }

    private struct Builder {
        var steps: [Step] = []
        var bytes: [UInt8] = []
        var details: [Detail] = []

        mutating func lower(_ nodes: [CompiledNode], template: String) {
            for node in nodes { lower(node, template: template) }
        }

        private mutating func lower(_ node: CompiledNode, template: String) {
            switch node {
            case .text(let text):
                // One step per line, so appending never looks for a newline.
                var line: [UInt8] = []
                for byte in text.utf8 {
                    line.append(byte)
                    if byte == UInt8(ascii: "\n") {
                        append(.line, line)
                        line.removeAll(keepingCapacity: true)
                    }
                }
                if !line.isEmpty { append(.text, line) }
            case .variable(let reference, let path, let range):
                let detail = detail(path, range, template)
                steps.append(Self.value(.variable, reference, detail))
            case .verbatim(let reference, let path, let standalone, let range):
                let detail = detail(path, range, template)
                var step = Self.value(.verbatim, reference, detail)
                step.flag = standalone
                steps.append(step)
            case .section(let reference, let path, let inverted, let children, let range):
                let detail = detail(path, range, template)
                var step = Self.value(.section, reference, detail)
                step.flag = inverted
                enclose(step, children, template: template)
            case .partial(let name, let indent, let nodes):
                var step = Step(kind: .partial)
                (step.start, step.count) = store(Array(indent.utf8))
                enclose(step, nodes, template: name)
            case .partialByName(let name, let indent, let range):
                var step = Step(kind: .partialByName)
                step.detail = Int32(details.count)
                details.append(Detail(range: range, template: template, partial: name, indent: indent))
                steps.append(step)
            }
        }

        /// `step`, then `children`, the step's end set after them.
        private mutating func enclose(_ step: Step, _ children: [CompiledNode], template: String) {
            let index = steps.count
            steps.append(step)
            lower(children, template: template)
            steps[index].end = Int32(steps.count)
        }

        private mutating func append(_ kind: Step.Kind, _ text: [UInt8]) {
            var step = Step(kind: kind)
            (step.start, step.count) = store(text)
            steps.append(step)
        }

        private mutating func store(_ text: [UInt8]) -> (Int32, Int32) {
            let start = Int32(bytes.count)
            bytes += text
            return (start, Int32(text.count))
        }

        private mutating func detail(_ path: [TemplateKey], _ range: SourceRange, _ template: String) -> Int32 {
            details.append(Detail(path: path, range: range, template: template))
            return Int32(details.count - 1)
        }

        /// Static, and given the detail already stored: a method of `self` called with `detail(…)` as an argument
        /// held a copy of `self` while the argument appended to `details`, which copied the whole array each time.
        private static func value(_ kind: Step.Kind, _ reference: FieldReference, _ detail: Int32) -> Step {
            var step = Step(kind: kind)
            step.detail = detail
            switch reference {
            case .field(let depth, let position):
                step.reference = .field
                step.start = Int32(depth)
                step.count = Int32(position)
            case .current: step.reference = .current
            case .position(let first): step.reference = first ? .first : .last
            case .byName: step.reference = .byName
            }
            return step
        }
    }
}
