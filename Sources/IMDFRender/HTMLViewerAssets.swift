import IMDFKit
/// The viewer page's inline style sheet and scripts.
enum HTMLViewerAssets {
    /// Runs first, in the page head: reports any later script error in the title and on `<html>`.
    static let errorTrap = """
    window.onerror = function (message, source, line) {
      var text = String(message) + (line ? " (line " + line + ")" : "");
      document.title = "SCRIPT ERROR: " + text;
      document.documentElement.setAttribute("data-script-error", text);
    };
    """

    /// The page layout; the drawings bring their own style sheet.
    static let pageStyle = """
    body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f4f6f8;color:#222}\
    header{display:flex;flex-wrap:wrap;align-items:center;gap:12px;padding:8px 16px;background:#fff;border-bottom:1px solid #d5dbe0;position:relative}\
    h1{font-size:18px;margin:0 16px 0 0}\
    #search{font-size:14px;padding:4px 8px;width:280px}\
    #results{list-style:none;margin:0;padding:0;position:absolute;top:44px;left:16px;z-index:2;background:#fff;max-height:320px;overflow:auto;box-shadow:0 2px 8px rgba(0,0,0,.2)}\
    #results:empty{display:none}\
    #results button{display:block;width:100%;text-align:left;border:0;background:none;padding:6px 10px;font-size:13px;cursor:pointer}\
    #results button:hover{background:#e8f1fb}\
    main{display:flex;gap:12px;padding:12px 16px}\
    #levels{display:flex;flex-direction:column;gap:6px;min-width:150px}\
    #levels button{font-size:13px;padding:6px 8px;text-align:left;border:1px solid #b8c2cc;background:#fff;border-radius:4px;cursor:pointer}\
    #levels button.selected{background:#007aff;color:#fff;border-color:#007aff}\
    #map{flex:1;min-width:0}\
    #map svg{max-width:100%;height:auto;display:block;background:#fff;border:1px solid #d5dbe0}\
    #hover{min-height:1.2em;font-size:13px;color:#555;margin:6px 0}\
    .imdf-level .unit.selected-unit{fill:#ffd27f;stroke:#d9480f;stroke-width:2.5}\
    .imdf-level .unit:hover{stroke:#007aff;stroke-width:1.6}
    """

    /// Level picker, hover names and search; expects `initialOrdinal` and the `search-index` JSON.
    static let script = """
    (function () {
      "use strict";
      var index = JSON.parse(document.getElementById("search-index").textContent);
      var floors = document.querySelectorAll("section.floor");
      var buttons = document.querySelectorAll("#levels button");
      var results = document.getElementById("results");
      var search = document.getElementById("search");
      var hover = document.getElementById("hover");
      function show(ordinal) {
        var i;
        for (i = 0; i < floors.length; i++) {
          floors[i].hidden = floors[i].getAttribute("data-ordinal") !== String(ordinal);
        }
        for (i = 0; i < buttons.length; i++) {
          buttons[i].classList.toggle("selected", buttons[i].getAttribute("data-ordinal") === String(ordinal));
        }
      }
      function highlight(unitID) {
        var units = document.querySelectorAll(".unit[data-id]");
        for (var i = 0; i < units.length; i++) {
          units[i].classList.toggle("selected-unit", units[i].getAttribute("data-id") === unitID);
        }
      }
      function titleOf(element) {
        var title = element.querySelector("title");
        return title ? title.textContent : "";
      }
      Array.prototype.forEach.call(buttons, function (button) {
        button.addEventListener("click", function () { show(button.getAttribute("data-ordinal")); });
      });
      Array.prototype.forEach.call(document.querySelectorAll(".unit[data-id]"), function (unit) {
        unit.addEventListener("mouseenter", function () { hover.textContent = titleOf(unit) || "\\u00a0"; });
      });
      search.addEventListener("input", function () {
        var query = search.value.trim().toLowerCase();
        results.innerHTML = "";
        if (!query) { return; }
        var shown = 0;
        for (var i = 0; i < index.length && shown < 30; i++) {
          var entry = index[i];
          var haystack = (entry.name + " " + (entry.category || "")).toLowerCase();
          if (haystack.indexOf(query) < 0) { continue; }
          var item = document.createElement("li");
          var button = document.createElement("button");
          button.type = "button";
          button.textContent = entry.name + " \\u2014 " + entry.kind + (entry.category ? " \\u00b7 " + entry.category : "") + " (level " + entry.ordinal + ")";
          button.addEventListener("click", (function (chosen) {
            return function () {
              show(chosen.ordinal);
              highlight(chosen.unit);
              hover.textContent = chosen.name;
              results.innerHTML = "";
            };
          })(entry));
          item.appendChild(button);
          results.appendChild(item);
          shown++;
        }
      });
      show(initialOrdinal);
      document.documentElement.setAttribute("data-ready", "true");
    })();
    """
}
