/// Any text, including the empty string.
extension String: ExpressibleByArgument {
  init(argument: String) throws(ArgumentValueError) {
    self = argument
  }

  /// The text itself.
  var argumentDescription: String { self }
}
