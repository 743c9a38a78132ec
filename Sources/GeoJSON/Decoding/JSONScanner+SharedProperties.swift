/// Parsing a feature's `properties` object with its values shared as they are read.
extension JSONScanner {
    /// Parses an object at `{` exactly as ``parseObject()`` does (same values, same errors, same size
    /// hints, the same check for a repeated member name), passing each member value through `shared` as it is read.
    ///
    /// Why: a plain string member (no escapes) longer than 15 bytes is matched against the remembered
    /// values by its bytes before a `String` is made (``SharedPropertyValues/sharedString(_:at:key:)``),
    /// so the many repeated IDs and categories of a venue file cost no allocation. Every other value is
    /// parsed as usual and then shared by ``SharedPropertyValues/share(_:at:key:)``, which makes the
    /// result the same as sharing each member of the finished object in order.
    ///
    /// With a `selection`, only the selected members are read into values; the others are checked and skipped.
    mutating func parseObject(
        sharing shared: inout SharedPropertyValues, selecting selection: PropertySelection? = nil
    ) throws(JSONSyntaxError) -> JSONObject {
        index += 1
        try enterContainer()
        var members: [JSONObject.Member] = []
        if try objectIsEmpty() {
            depth -= 1
            return JSONObject(members: members)
        }
        let slot = depth & 15
        if objectSizeHints[slot] > 0 { members.reserveCapacity(Int(objectSizeHints[slot])) }
        var names = MemberNameFilter()
        var skippedAny = false
        repeat {
            let name = try memberName()
            if !name.hasEscapes { names.add(name, in: bytes) }
            pathStack.append(.key(name.range, escaped: name.hasEscapes))
            let key = Self.decodeString(name, in: bytes)
            if name.hasEscapes { names.add(decoded: key) }
            if let selection, !selection.contains(name, key: key, in: bytes) {
                // Checked as parsing would check it; a repeat among skipped names is looked for afterwards.
                skippedAny = true
                try skipValue()
                pathStack.removeLast()
                continue
            }
            var value: JSONValue
            if peek() == UInt8(ascii: "\"") {
                let token = try scanString()
                if token.hasEscapes {
                    value = .string(Self.decodeString(token, in: bytes))
                    shared.share(&value, at: members.count, key: key)
                } else {
                    value = shared.sharedString(
                        UnsafeBufferPointer(rebasing: bytes[token.range]), at: members.count, key: key)
                }
            } else {
                value = try parseValue()
                shared.share(&value, at: members.count, key: key)
            }
            members.append(JSONObject.Member(key: key, value: consume value))
            pathStack.removeLast()
        } while try objectContinues()
        if names.mayRepeat && checksMemberNames && (skippedAny || distinctNames.hasRepeats(members)) {
            noteRepeatedMemberName()
        }
        objectSizeHints[slot] = UInt8(clamping: members.count)
        depth -= 1
        return JSONObject(members: members)
    }
}

extension JSONScanner {
    /// Checks and steps over an object at `{` as ``parseObject()`` checks it, building nothing: the same
    /// syntax and depth checks, and a repeated name among its own members settled exactly, as parsing
    /// settles it (its values are stepped over by ``skipValue()``, which notes any nested object
    /// ``MemberNameFilter`` is unsure of).
    ///
    /// Why exactly: ``skipValue()`` notes every object the filter is unsure of, and one note sends the whole
    /// document through `MemberNameWalk` again; a feature's `properties` of a hundred members always leaves
    /// the filter unsure, so a file of such features was read twice (issue 20). The names are decoded only
    /// when the filter is unsure, and compared as ``DistinctNameMemo`` compares them.
    mutating func skipObjectSettlingNames() throws(JSONSyntaxError) {
        index += 1
        try enterContainer()
        if try objectIsEmpty() {
            depth -= 1
            return
        }
        var names = MemberNameFilter()
        var tokens: [StringToken] = []
        swap(&tokens, &skippedNames)  // the room of the last object, without exclusive access to self
        tokens.removeAll(keepingCapacity: true)
        repeat {
            let name = try memberName()
            names.add(name: name, in: bytes)
            tokens.append(name)
            pathStack.append(.key(name.range, escaped: name.hasEscapes))
            try skipValue()
            pathStack.removeLast()
        } while try objectContinues()
        if names.mayRepeat && checksMemberNames {
            let members = tokens.map { JSONObject.Member(key: Self.decodeString($0, in: bytes), value: .null) }
            if distinctNames.hasRepeats(members) { noteRepeatedMemberName() }
        }
        swap(&tokens, &skippedNames)
        depth -= 1
    }
}
