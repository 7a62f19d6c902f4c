/// The phases of a delivery, shared by sets, manual changes and batches:
/// old values and prior notifications before the change, new values and
/// the notifications proper after it.
extension _ObservationState {
  static func captureOld(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, into values: UnsafeMutableBufferPointer<Any?>
  ) {
    capture(
      .old, object, entries, key: key, change: change, elements: change.oldElements, into: values)
  }

  static func captureNew(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, into values: UnsafeMutableBufferPointer<Any?>
  ) {
    capture(
      .new, object, entries, key: key, change: change, elements: change.newElements, into: values)
  }

  /// Reads the value of every active entry that asked for `option`; for a
  /// collection change, the changed key's entries get `elements` instead.
  private static func capture(
    _ option: ObservationOptions, _ object: KeyValueObject,
    _ entries: ContiguousArray<_Observation>,
    key: Int, change: _ChangeDescription, elements: Any?,
    into values: UnsafeMutableBufferPointer<Any?>
  ) {
    for index in entries.indices where entries[index].options.contains(option) {
      let entry = entries[index]
      guard entry.isActive else { continue }
      values[index] = entry.key == key && change.kind != .setting ? elements : entry.read(object)
    }
  }

  static func priorPhase(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, oldValues: UnsafeMutableBufferPointer<Any?>
  ) {
    for index in entries.indices where entries[index].options.contains(.prior) {
      let entry = entries[index]
      guard entry.isActive else { continue }
      let own = entry.key == key
      entry.deliver(
        object,
        _RawChange(
          kind: own ? change.kind : .setting, oldValue: oldValues[index], newValue: nil,
          indexes: own ? change.indexes : nil, isPrior: true))
    }
  }

  static func didPhase(
    _ object: KeyValueObject, _ entries: ContiguousArray<_Observation>, key: Int,
    change: _ChangeDescription, oldValues: ContiguousArray<Any?>?,
    newValues: ContiguousArray<Any?>?
  ) {
    // The plan holds the entries for the whole delivery: no per-entry retain.
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices {
        Unmanaged.passUnretained(entries[index])._withUnsafeGuaranteedRef { entry in
          guard entry.isActive else { return }
          if entry.hasWeakDependency, entry.dependsOnReleasedObject {
            entry.invalidate()
            return
          }
          let own = entry.key == key
          let raw: _RawChange
          if oldValues == nil && newValues == nil && (!own || change.kind == .setting) {
            raw = _RawChange(kind: .setting, isPrior: false)
          } else {
            raw = _RawChange(
              kind: own ? change.kind : .setting, oldValue: oldValues?[index],
              newValue: newValues?[index], indexes: own ? change.indexes : nil, isPrior: false)
          }
          entry.deliver(object, raw)
          if entry.options.contains(.once) { entry.invalidate() }
        }
      }
    }
  }
}
