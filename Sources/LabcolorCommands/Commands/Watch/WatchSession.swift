import LabColor

/// The color `watch` changes, and what it remembers between lines: the component each
/// spelling of a key names, resolved once per distinct spelling.
final class WatchSession {
  /// The color the lines change.
  let color: LabColor

  /// The component each key spelling seen so far names (its bytes as typed), or why it
  /// names none: a short list searched in order, since input spells keys in few ways and
  /// comparing a few bytes costs less than hashing them.
  private var components:
    [(spelling: [UInt8], resolved: Result<LabColor.Component, ComponentChange.Failure>)] = []

  /// A session changing `color`.
  init(color: LabColor) {
    self.color = color
  }

  /// Applies one line of input (its bytes, without the line ending) to the color; returns
  /// why it could not be, or `nil`.
  ///
  /// A change is refused when the model refuses its value, or when the color would then be
  /// too far out of range to convert; the color is then left as it was.
  func apply(_ line: UnsafeBufferPointer<UInt8>) -> String? {
    // A comment is skipped whatever its bytes, as convert skips one.
    if let problem = UTF8Validation.problem(in: line), !WatchLine.isNothing(line) {
      return problem
    }
    do throws(WatchLine.SyntaxError) {
      let parts = try WatchLine.Parts(bytes: line)
      // A plain number, set with no text made of the line unless it is refused.
      if case .set(let key, let value, let number?) = parts {
        return apply { () throws(ComponentChange.Failure) in
          try ComponentChange.set(
            component(named: key), of: color, to: number, refusingOverflow: true,
            spelling: WatchLine.Parts.text(key), shown: WatchLine.Parts.text(value))
        }
      }
      switch parts.line {
      case .nothing:
        return nil
      case .set(let key, let value, let number):
        return apply { () throws(ComponentChange.Failure) in
          let component = try component(named: key)
          guard let number else {
            return try ComponentChange(key: key, value: value, shown: value, validatingWith: color)
              .apply(to: color, refusingOverflow: true)
          }
          return try ComponentChange(component, spelling: key, number: number, shown: value)
            .apply(to: color, refusingOverflow: true)
        }
      case .add(let key, let delta):
        return apply { () throws(ComponentChange.Failure) in
          try ComponentChange(try component(named: key), spelling: key, adding: delta)
            .apply(to: color, refusingOverflow: true)
        }
      case .addPercentage(let key, let percent):
        return apply { () throws(ComponentChange.Failure) in
          let component = try component(named: key)
          return try ComponentChange(
            component, spelling: key, adding: component.value(ofPercentage: percent)
          ).apply(to: color, refusingOverflow: true)
        }
      case .setColor(let text):
        return setColor(text)
      }
    } catch {
      // A lone word that names no component it can set is that, not a key lacking a value.
      if let key = error.lone,
        let problem = apply({ () throws(ComponentChange.Failure) in _ = try component(named: key) })
      {
        return problem
      }
      return error.description
    }
  }

  /// Applies a change (`change`), which throws why it failed; returns that, or `nil`.
  private func apply(_ change: () throws(ComponentChange.Failure) -> Void) -> String? {
    do throws(ComponentChange.Failure) {
      try change()
      return nil
    } catch {
      return error.description
    }
  }

  /// The component `spelling` names, resolved once per spelling.
  private func component(named spelling: String) throws(ComponentChange.Failure)
    -> LabColor.Component
  {
    var spelling = spelling
    let resolved = spelling.withUTF8 { bytes in
      Result { () throws(ComponentChange.Failure) in try component(named: bytes) }
    }
    return try resolved.get()
  }

  /// The component the key spelled by `spelling` (UTF-8, as typed) names, resolved once per
  /// spelling.
  private func component(named spelling: UnsafeBufferPointer<UInt8>) throws(ComponentChange.Failure)
    -> LabColor.Component
  {
    // By index: `first(where:)` would copy each entry it looks at, its result included.
    for index in components.indices
    where components[index].spelling.withUnsafeBufferPointer({ Self.equal($0, spelling) }) {
      return try components[index].resolved.get()
    }
    let text = WatchLine.Parts.text(spelling)
    let resolved = Result { () throws(ComponentChange.Failure) in
      try ComponentChange.component(named: text)
    }
    if components.count < 64 { components.append((Array(spelling), resolved)) }
    return try resolved.get()
  }

  /// Whether `first` and `second` hold the same bytes.
  private static func equal(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard first.count == second.count else { return false }
    for index in first.indices where first[index] != second[index] { return false }
    return true
  }

  /// Switches to the color `text` reads as, in one batch; returns why it could not, or
  /// `nil`.
  private func setColor(_ text: String) -> String? {
    let parsed: ParsedColor
    do {
      parsed = try ColorParser(bareTriples: .lab, white: color.white).parse(text)
    } catch {
      return "cannot read the color \(UserText.quoted(text)): \(error)"
    }
    let lab: Lab
    do {
      lab = try StartingColor.lab(of: parsed, white: color.white)
    } catch {
      return "cannot use the color \(UserText.quoted(text)): \(error)"
    }
    do {
      try color.replaceComponents(with: lab, refusingOverflow: true)
    } catch {
      // A validator's reason names the model's L*, relative to the white, which may not be the
      // one the text wrote (CSS lab() is D50), as `--from` says it.
      let relative =
        error.reason == ColorOverflow().description ? "" : "relative to \(color.white), "
      return "cannot use the color \(UserText.quoted(text)): \(relative)\(error.reason)"
    }
    return nil
  }
}
