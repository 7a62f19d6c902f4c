import KeyValueObserving
import LabColor

/// `labcolor graph`: the dependency graph of the `LabColor` model, as declared in its key
/// table (`LabColor.declaredDependencies`).
enum GraphCommand {
  /// The output formats of `--format`.
  enum Format: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// One line per key: `x ← lComponent, aComponent`, or `lComponent (stored)`.
    case text
    /// A Graphviz digraph, an edge from each dependency to its dependent.
    case dot
  }

  /// `--format <format>`.
  static let format = Option(
    "format", valueName: "format", default: Format.text,
    help: "One line per key, or a Graphviz digraph.")

  /// The declaration of `labcolor graph`.
  static let command = Command(
    name: "graph",
    abstract: "Print the color model's dependency graph.",
    discussion: """
      Lists each key of the observable color with the keys it depends on, in dependency \
      order, as the model declares them: a change of a key notifies every key that depends \
      on it, directly or not. Stored keys depend on nothing.

        $ labcolor graph
        lComponent (stored)
        ...
        x ← lComponent, aComponent
        $ labcolor graph --format dot | dot -Tsvg > graph.svg

      Exit status: 0 on success; 1 if the output cannot be written (a full disk); 2 for a \
      usage error.
      """,
    options: [format],
    run: run)

  /// Runs `labcolor graph`.
  static func run(_ invocation: Invocation) throws(CommandError) {
    let format = invocation.arguments.value(of: format)
    invocation.output.write(text(LabColor.declaredDependencies, format: format))
  }

  /// The graph of `entries` in `format`, ending with a newline.
  ///
  ///     text                             dot
  ///     lComponent (stored)              digraph LabColor {
  ///     x ← lComponent, aComponent         "lComponent" [shape=box];
  ///                                        "x";
  ///                                        "lComponent" -> "x";
  ///                                      }
  static func text(_ entries: [KeyDependencies], format: Format) -> String {
    switch format {
    case .text:
      return entries.map { entry in
        entry.dependencies.isEmpty
          ? "\(entry.key) (stored)"
          : "\(entry.key) ← \(entry.dependencies.joined(separator: ", "))"
      }.joined(separator: "\n") + "\n"
    case .dot:
      var lines = ["digraph LabColor {", "  rankdir=LR;"]
      for entry in entries {
        lines.append(
          "  \(quoted(entry.key))" + (entry.dependencies.isEmpty ? " [shape=box];" : ";"))
      }
      for entry in entries {
        for dependency in entry.dependencies {
          lines.append("  \(quoted(dependency)) -> \(quoted(entry.key));")
        }
      }
      lines.append("}")
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// A Graphviz ID in double quotes.
  private static func quoted(_ name: String) -> String {
    var escaped = ""
    for character in name {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"\(escaped)\""
  }
}
