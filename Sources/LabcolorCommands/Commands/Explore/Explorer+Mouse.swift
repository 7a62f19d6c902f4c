/// The explorer's mouse: a press or drag on a track sets that slider's value (and selects
/// it); on the plane, a\* and b\*; the wheel over a slider steps it by 1. A drag from
/// press to release is one undo step.
///
/// While a value is typed, a press cancels it (and then acts); the wheel is ignored, with
/// the help line's message for an ignored key: it would select another slider, and the
/// value typed for one would be applied to the other.
extension Explorer {
  /// Handles one mouse action.
  func handleMouse(_ action: MouseAction) -> ExplorerAction? {
    let layout = state.layout
    guard layout.fits else { return nil }
    switch action.kind {
    case .press:
      guard action.button == 0 else { return nil }
      endDrag()
      if state.entry != nil { state.entry = nil }
      if state.message != nil { state.message = nil }
      if let index = sliderIndex(atColumn: action.column, row: action.row, in: layout) {
        history.beginGroup()
        drag = .slider(index)
        select(index)
        if layout.sliders[index].track.contains(
          column: action.column, row: layout.sliders[index].track.row)
        {
          setSlider(index, column: action.column, in: layout)
        }
      } else if layout.planePixels.contains(column: action.column, row: action.row) {
        history.beginGroup()
        drag = .plane
        setPlane(column: action.column, row: action.row, in: layout)
      }
    case .drag:
      switch drag {
      case .slider(let index): setSlider(index, column: action.column, in: layout)
      case .plane: setPlane(column: action.column, row: action.row, in: layout)
      case nil: break
      }
    case .release:
      endDrag()
    case .scrollUp, .scrollDown:
      guard let index = sliderIndex(atColumn: action.column, row: action.row, in: layout) else {
        return nil
      }
      guard state.entry == nil else {
        state.message = Self.ignoredWhileTyping
        return nil
      }
      endDrag()
      history.beginGroup()
      select(index)
      step(by: action.kind == .scrollUp ? 1 : -1)
      history.endGroup()
    }
    return nil
  }

  /// Ends a drag in progress, closing its undo step.
  func endDrag() {
    guard drag != nil else { return }
    drag = nil
    history.endGroup()
  }

  /// The slider whose rows hold the cell, if any.
  private func sliderIndex(atColumn column: Int, row: Int, in layout: ExplorerLayout) -> Int? {
    layout.sliders.firstIndex { $0.frame.contains(column: column, row: row) }
  }

  /// Sets slider `index` to the value of track column `column` (kept on the track), rounded
  /// to 0.1.
  private func setSlider(_ index: Int, column: Int, in layout: ExplorerLayout) {
    let track = layout.sliders[index].track
    let offset = min(max(column - track.column, 0), track.width - 1)
    let channel = state.channels[index]
    let value = SliderView.value(
      atOffset: offset, range: channel.trackRange, width: track.width, wraps: channel == .hue)
    set(channel, to: (value * 10).rounded() / 10)
  }

  /// Sets a\* and b\* to the middle of plane cell `column`, `row` (kept on the plane),
  /// rounded to 0.1.
  private func setPlane(column: Int, row: Int, in layout: ExplorerLayout) {
    let plane = layout.planePixels
    let cellColumn = min(max(column - plane.column, 0), plane.width - 1)
    let cellRow = min(max(row - plane.row, 0), plane.height - 1)
    let a = PlaneView.a(atPixel: cellColumn, width: plane.width)
    // The middle of a cell is the edge between its two pixels: the middle of a plane
    // `plane.height` pixels high.
    let b = PlaneView.b(atPixel: cellRow, height: plane.height)
    var lab = color.lab
    lab.a = (a * 10).rounded() / 10
    lab.b = (b * 10).rounded() / 10
    setComponents(lab)
  }
}
