import IMDFKit

/// The viewer page's inline style sheet, map controls and scripts.
enum HTMLViewerAssets {
    /// Runs first, in the page head: reports any later script error in the title and on `<html>`, and
    /// counts calls of `console.error` in `data-console-errors` (the self-test fails on any).
    static let errorTrap = """
        window.onerror = function (message, source, line) {
          var text = String(message) + (line ? " (line " + line + ")" : "");
          document.title = "SCRIPT ERROR: " + text;
          document.documentElement.setAttribute("data-script-error", text);
        };
        window.addEventListener("unhandledrejection", function (event) {
          document.documentElement.setAttribute("data-script-error", "unhandled rejection: " + String(event.reason));
        });
        (function () {
          var original = console.error;
          console.error = function () {
            var root = document.documentElement;
            root.setAttribute("data-console-errors", String(Number(root.getAttribute("data-console-errors") || 0) + 1));
            return original.apply(console, arguments);
          };
        })();
        """

    /// The page layout: the map fills what the header and the level list leave, on any screen; below
    /// 700 pixels the level list becomes a drop-down in the header and the panels float over the map.
    /// The drawings bring their own style sheet; their fixed furniture (title, legend, scale bar, north
    /// arrow) is hidden on the map, which has its own controls.
    static let pageStyle = """
        html,body{height:100%}\
        body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f4f6f8;color:#222;display:flex;flex-direction:column;height:100vh;height:100dvh;overflow:hidden}\
        header{display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;padding:8px 14px;background:#fff;border-bottom:1px solid #d5dbe0;position:relative;z-index:3}\
        header .title{min-width:0}\
        h1{font-size:18px;margin:0}\
        #level-name{margin:2px 0 0;font-size:13px;color:#47525c;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:70vw}\
        .search{position:relative;flex:0 1 300px}\
        #search{font-size:14px;padding:5px 8px;width:100%;box-sizing:border-box}\
        #results{list-style:none;margin:0;padding:0;position:absolute;top:34px;left:0;right:0;min-width:260px;z-index:5;background:#fff;max-height:320px;overflow:auto;box-shadow:0 2px 8px rgba(0,0,0,.2)}\
        #results:empty{display:none}\
        #results button{display:block;width:100%;text-align:left;border:0;background:none;padding:6px 10px;font-size:13px;cursor:pointer}\
        #results button:hover{background:#e8f1fb}\
        #level-select{display:none;font-size:14px;padding:4px;max-width:100%}\
        #route-select,#findings-toggle{font-size:13px;padding:5px 8px}\
        main{flex:1;min-height:0;display:flex}\
        #levels{display:flex;flex-direction:column;gap:6px;width:190px;padding:10px;overflow:auto;box-sizing:border-box}\
        #levels button{font-size:13px;padding:6px 8px;text-align:left;border:1px solid #b8c2cc;background:#fff;border-radius:4px;cursor:pointer;display:flex;flex-direction:column;gap:2px}\
        #levels button b{font-size:12px;color:#6b7680}\
        #levels button.selected{background:#007aff;color:#fff;border-color:#007aff}\
        #levels button.selected b{color:#dbeaff}\
        #map{flex:1;min-width:0;position:relative;overflow:hidden;background:#eef1f4;touch-action:none;cursor:grab;outline:none}\
        #map:focus-visible{box-shadow:inset 0 0 0 2px #007aff}\
        #map.dragging{cursor:grabbing}\
        #map section.floor{position:absolute;inset:0}\
        #map section.floor svg{width:100%;height:100%;display:block}\
        #map section.floor svg *{vector-effect:non-scaling-stroke}\
        #map .imdf-level .map-title,#map .imdf-level .legend,#map .imdf-level .scale-bar,#map .imdf-level .north-arrow{display:none}\
        #map .imdf-level .label{font-size:calc(10px / var(--zoom,1))}\
        #map .imdf-level .label.hidden-label,#map .imdf-level g[hidden]{display:none}\
        .imdf-level .unit.selected-unit{fill:#ffd27f;stroke:#d9480f;stroke-width:2.5}\
        .imdf-level .unit:hover{stroke:#007aff;stroke-width:1.6}\
        .imdf-level .finding{cursor:pointer}\
        .imdf-level .finding.active{stroke:#111;stroke-width:3}\
        .controls{position:absolute;top:10px;right:10px;display:flex;flex-direction:column;gap:4px;z-index:2}\
        .controls button{width:34px;height:34px;font-size:18px;border:1px solid #b8c2cc;border-radius:4px;background:#fff;cursor:pointer}\
        .controls button#fit{font-size:11px}\
        #north{position:absolute;top:128px;right:10px;width:34px;text-align:center;font:bold 12px Helvetica,Arial,sans-serif;color:#333a40;pointer-events:none}\
        #scale{position:absolute;left:10px;bottom:10px;font-size:11px;color:#333a40;background:rgba(255,255,255,.8);padding:2px 6px;pointer-events:none}\
        #scale span{display:block;height:5px;border:1.5px solid #333a40;border-top:0;margin-top:2px}\
        #legend{position:absolute;left:10px;top:10px;z-index:2;background:rgba(255,255,255,.92);border:1px solid #c5ccd3;border-radius:4px;font-size:12px}\
        #legend summary{cursor:pointer;padding:4px 8px}\
        #legend svg{display:block}\
        #details{position:absolute;right:54px;top:10px;max-width:300px;z-index:2;background:#fff;border:1px solid #c5ccd3;border-radius:6px;padding:8px 10px;font-size:13px;box-shadow:0 2px 8px rgba(0,0,0,.15)}\
        #details h3{margin:0 0 4px;font-size:14px}\
        #details p{margin:2px 0}\
        #details code{font-size:11px;word-break:break-all}\
        #details button{font-size:11px;margin-left:4px}\
        #findings{width:320px;overflow:auto;background:#fff;border-left:1px solid #d5dbe0;padding:8px 12px;box-sizing:border-box;font-size:13px}\
        #findings h2{font-size:15px;margin:4px 0 8px}\
        #findings details{margin-bottom:6px}\
        #findings summary{cursor:pointer;font-weight:bold}\
        #findings ul{list-style:none;margin:4px 0;padding:0}\
        #findings li button{display:block;width:100%;text-align:left;border:0;border-left:4px solid #5a7d9a;background:#f7f9fb;margin:3px 0;padding:4px 6px;font-size:12px;cursor:pointer}\
        #findings li button.error{border-left-color:#d62828}\
        #findings li button.warning{border-left-color:#f29e02}\
        #findings li button:hover,#findings li button.active{background:#e8f1fb}\
        #findings li small{display:block;color:#5d6873}\
        body.findings-closed #findings{display:none}\
        @media (max-width:700px){\
        header{padding:6px 10px;gap:6px 8px}\
        h1{font-size:15px}\
        #levels{display:none}\
        #level-select{display:block;flex:1 1 120px}\
        .search{flex:1 1 100%}\
        #details{left:10px;right:10px;top:auto;bottom:34px;max-width:none}\
        #findings{position:absolute;left:0;right:0;bottom:0;height:45%;width:auto;z-index:4;border-left:0;border-top:1px solid #d5dbe0;box-shadow:0 -2px 8px rgba(0,0,0,.15)}\
        main{position:relative}\
        }
        """

    /// The controls floating over the map: zoom buttons, a fit button, north, a scale bar, the legend
    /// (a copy of the shown drawing's), and the details of the unit under the pointer or last tapped.
    static let mapControls = """
        <div class="controls"><button type="button" id="zoom-in" aria-label="Zoom in" title="Zoom in (+)">+</button>\
        <button type="button" id="zoom-out" aria-label="Zoom out" title="Zoom out (−)">−</button>\
        <button type="button" id="fit" aria-label="Fit level" title="Fit level (0)">Fit</button></div>\
        <div id="north" aria-hidden="true">▲<br>N</div>\
        <div id="scale"><b></b><span></span></div>\
        <details id="legend"><summary>Legend</summary><svg class="imdf-level"></svg></details>\
        <div id="details" hidden></div>
        """

    /// Pan and zoom, the level picker, unit details, search, findings and routes; expects
    /// `initialOrdinal` and the JSON scripts `search-index`, `unit-details`, `findings-data` and `routes-data`.
    ///
    /// The view of the shown drawing is its `viewBox`: an origin and `scale`, drawing pixels per screen
    /// pixel; the zoom is 1 / scale. Labels keep 10 screen pixels (`--zoom`), show from their
    /// `data-minzoom`, and markers keep their screen size. `#zoom=N` after the page's address zooms N times
    /// into the fitted level once loaded (for screenshots).
    static let script = """
        (function () {
          "use strict";
          function json(id) { return JSON.parse(document.getElementById(id).textContent); }
          var index = json("search-index"), details = json("unit-details"), findings = json("findings-data"), routes = json("routes-data");
          var map = document.getElementById("map");
          var floors = document.querySelectorAll("section.floor");
          var buttons = document.querySelectorAll("#levels button");
          var select = document.getElementById("level-select");
          var results = document.getElementById("results");
          var search = document.getElementById("search");
          var panel = document.getElementById("details");
          var levelName = document.getElementById("level-name");
          var legend = document.querySelector("#legend svg");
          var scaleLabel = document.querySelector("#scale b"), scaleBar = document.querySelector("#scale span");
          var view = { floor: null, svg: null, x: 0, y: 0, scale: 1, ordinal: null, fitted: false, w: 0, h: 0 };
          var pinned = null;
          var MIN_ZOOM = 0.05, MAX_ZOOM = 128;

          function size() {
            var r = map.getBoundingClientRect();
            return { w: Math.max(r.width, 1), h: Math.max(r.height, 1), left: r.left, top: r.top };
          }
          function apply() {
            if (!view.svg) { return; }
            var s = size(), zoom = 1 / view.scale;
            if (view.w && (view.w !== s.w || view.h !== s.h)) {
              // The map was resized: keep its centre where it was.
              view.x += (view.w - s.w) * view.scale / 2;
              view.y += (view.h - s.h) * view.scale / 2;
            }
            view.w = s.w; view.h = s.h;
            view.svg.setAttribute("viewBox", [view.x, view.y, s.w * view.scale, s.h * view.scale].join(" "));
            view.svg.style.setProperty("--zoom", String(zoom));
            var labels = view.svg.querySelectorAll("text.label");
            for (var i = 0; i < labels.length; i++) {
              var from = Number(labels[i].getAttribute("data-minzoom") || 1);
              labels[i].classList.toggle("hidden-label", from > zoom * 1.0001);
            }
            var circles = view.svg.querySelectorAll("circle:not(.fix-accuracy)");
            for (var j = 0; j < circles.length; j++) {
              var c = circles[j];
              if (!c.hasAttribute("data-r")) { c.setAttribute("data-r", c.getAttribute("r")); }
              c.setAttribute("r", String(Number(c.getAttribute("data-r")) / zoom));
            }
            updateScale();
            document.documentElement.setAttribute("data-zoom", zoom.toFixed(3));
          }
          function updateScale() {
            var bar = view.svg && view.svg.querySelector(".scale-bar");
            if (!bar) { return; }
            var metersPerUnit = Number(bar.getAttribute("data-meters")) / Number(bar.getAttribute("data-pixels"));
            var metersPerScreen = metersPerUnit * view.scale;
            if (!(metersPerScreen > 0) || !isFinite(metersPerScreen)) { return; }
            var target = metersPerScreen * 110, power = Math.pow(10, Math.floor(Math.log(target) / Math.LN10)), length = power;
            [1, 2, 5, 10].forEach(function (step) { if (step * power <= target) { length = step * power; } });
            scaleBar.style.width = (length / metersPerScreen).toFixed(1) + "px";
            scaleLabel.textContent = length >= 1000 ? (length / 1000) + " km" : (length >= 1 ? length + " m" : (length * 100).toFixed(0) + " cm");
          }
          function fitBox(box, padding) {
            var s = size();
            padding = padding === undefined ? 24 : padding;
            var w = Math.max(box.width, 1), h = Math.max(box.height, 1);
            view.w = s.w; view.h = s.h;
            view.fitted = false;
            view.scale = Math.max(w / Math.max(s.w - 2 * padding, 20), h / Math.max(s.h - 2 * padding, 20));
            view.scale = Math.min(Math.max(view.scale, 1 / MAX_ZOOM), 1 / MIN_ZOOM);
            view.x = box.x + w / 2 - s.w * view.scale / 2;
            view.y = box.y + h / 2 - s.h * view.scale / 2;
            apply();
          }
          function levelBox() {
            var box = null;
            ["g.levels", "g.units"].forEach(function (selector) {
              var group = view.svg.querySelector(selector);
              if (!group) { return; }
              var b = group.getBBox();
              if (b.width <= 0 && b.height <= 0) { return; }
              box = box ? union(box, b) : { x: b.x, y: b.y, width: b.width, height: b.height };
            });
            if (box) { return box; }
            var vb = view.svg.viewBox.baseVal;
            return { x: 0, y: 0, width: Number(view.svg.getAttribute("width")) || vb.width, height: Number(view.svg.getAttribute("height")) || vb.height };
          }
          function union(a, b) {
            var x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
            return { x: x, y: y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
          }
          function fitLevel() { if (view.svg) { fitBox(levelBox()); view.fitted = true; } }
          function zoomAt(factor, px, py) {
            var s = size();
            if (px === undefined) { px = s.w / 2; py = s.h / 2; }
            var mx = view.x + px * view.scale, my = view.y + py * view.scale;
            var zoom = Math.min(Math.max(1 / view.scale * factor, MIN_ZOOM), MAX_ZOOM);
            view.scale = 1 / zoom;
            view.x = mx - px * view.scale;
            view.y = my - py * view.scale;
            view.fitted = false;
            apply();
          }
          function pan(dx, dy) { view.x -= dx * view.scale; view.y -= dy * view.scale; view.fitted = false; apply(); }

          function show(ordinal, keepView) {
            ordinal = String(ordinal);
            var i, floor = null;
            for (i = 0; i < floors.length; i++) {
              var match = floors[i].getAttribute("data-ordinal") === ordinal;
              floors[i].hidden = !match;
              if (match) { floor = floors[i]; }
            }
            for (i = 0; i < buttons.length; i++) {
              var selected = buttons[i].getAttribute("data-ordinal") === ordinal;
              buttons[i].classList.toggle("selected", selected);
              if (selected) {
                buttons[i].setAttribute("aria-current", "true");
                levelName.textContent = "Ordinal " + ordinal + " · " + buttons[i].getAttribute("data-title");
              } else {
                buttons[i].removeAttribute("aria-current");
              }
            }
            if (select) { select.value = ordinal; }
            if (!floor) { return; }
            var previous = view.svg;
            view.floor = floor;
            view.svg = floor.querySelector("svg");
            view.ordinal = ordinal;
            var source = view.svg.querySelector("g.legend");
            legend.innerHTML = source ? source.outerHTML : "";
            var box = view.svg.querySelector("g.legend rect.legend-box");
            if (box) {
              var h = Number(box.getAttribute("height")), w = Number(box.getAttribute("width"));
              legend.setAttribute("viewBox", "8 24 " + (w + 4) + " " + (h + 4));
              legend.setAttribute("width", String(w + 4));
              legend.setAttribute("height", String(h + 4));
            }
            if (keepView && previous) { apply(); } else { fitLevel(); }
          }

          function describe(id) {
            var unit = details[id];
            panel.innerHTML = "";
            if (!unit) { panel.hidden = true; return; }
            var heading = document.createElement("h3");
            heading.textContent = unit.name || (unit.occupants[0] || "Unnamed unit");
            panel.appendChild(heading);
            function line(label, text) {
              if (!text) { return; }
              var p = document.createElement("p");
              var b = document.createElement("b");
              b.textContent = label + ": ";
              p.appendChild(b);
              p.appendChild(document.createTextNode(text));
              panel.appendChild(p);
            }
            line("Category", unit.category);
            line("Occupants", unit.occupants.join(", "));
            line("Amenities", unit.amenities.join(", "));
            line("Level", unit.level);
            var p = document.createElement("p");
            var code = document.createElement("code");
            code.textContent = id;
            var copy = document.createElement("button");
            copy.type = "button";
            copy.textContent = "Copy ID";
            copy.addEventListener("click", function () { copyText(id, copy); });
            p.appendChild(document.createTextNode("ID "));
            p.appendChild(code);
            p.appendChild(copy);
            panel.appendChild(p);
            panel.hidden = false;
          }
          function copyText(text, button) {
            function done(ok) { button.textContent = ok ? "Copied" : "Select and copy"; }
            function fallback() {
              var area = document.createElement("textarea");
              area.value = text;
              area.setAttribute("readonly", "readonly");
              area.style.position = "fixed";
              area.style.opacity = "0";
              document.body.appendChild(area);
              area.select();
              var ok = false;
              try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
              document.body.removeChild(area);
              done(ok);
            }
            if (navigator.clipboard && window.isSecureContext) {
              navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
            } else {
              fallback();
            }
          }
          function highlight(unitID) {
            var units = document.querySelectorAll(".unit[data-id]");
            for (var i = 0; i < units.length; i++) {
              units[i].classList.toggle("selected-unit", units[i].getAttribute("data-id") === unitID);
            }
          }
          function zoomToElement(element, minimumSide) {
            var b = element.getBBox();
            var side = minimumSide || 120;
            var box = { x: b.x - Math.max(0, side - b.width) / 2, y: b.y - Math.max(0, side - b.height) / 2,
                        width: Math.max(b.width, side), height: Math.max(b.height, side) };
            fitBox(box, 40);
          }
          function choose(unitID, ordinal) {
            show(ordinal, true);
            highlight(unitID);
            pinned = unitID;
            describe(unitID);
            var element = view.svg.querySelector('.unit[data-id="' + cssEscape(unitID) + '"]');
            if (element) { zoomToElement(element, 60); }
          }
          function cssEscape(text) { return String(text).replace(/["\\\\]/g, "\\\\$&"); }

          // Level picker.
          Array.prototype.forEach.call(buttons, function (button) {
            button.addEventListener("click", function () { show(button.getAttribute("data-ordinal")); });
          });
          if (select) { select.addEventListener("change", function () { show(select.value); }); }

          // Pointer: drag to pan, pinch to zoom, tap a unit for its details.
          var pointers = {}, dragged = false, pinch = null;
          function pointerCount() { return Object.keys(pointers).length; }
          map.addEventListener("pointerdown", function (event) {
            if (event.target.closest && event.target.closest(".controls, #legend, #details")) { return; }
            pointers[event.pointerId] = { x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY };
            if (map.setPointerCapture) { try { map.setPointerCapture(event.pointerId); } catch (e) { /* synthetic pointer */ } }
            dragged = false;
            pinch = null;
            map.classList.add("dragging");
          });
          map.addEventListener("pointermove", function (event) {
            var p = pointers[event.pointerId];
            if (!p) {
              if (event.pointerType === "mouse" && !pinned) {
                var unit = event.target.closest ? event.target.closest(".unit[data-id]") : null;
                if (unit) { describe(unit.getAttribute("data-id")); }
              }
              return;
            }
            var ids = Object.keys(pointers);
            if (ids.length === 2) {
              var a = pointers[ids[0]], b = pointers[ids[1]];
              p.x = event.clientX; p.y = event.clientY;
              var distance = Math.hypot(a.x - b.x, a.y - b.y), s = size();
              var cx = (a.x + b.x) / 2 - s.left, cy = (a.y + b.y) / 2 - s.top;
              if (pinch && pinch > 0) { zoomAt(distance / pinch, cx, cy); }
              pinch = distance;
              dragged = true;
              return;
            }
            var dx = event.clientX - p.x, dy = event.clientY - p.y;
            p.x = event.clientX; p.y = event.clientY;
            if (Math.abs(p.x - p.startX) + Math.abs(p.y - p.startY) > 4) { dragged = true; }
            if (dragged) { pan(dx, dy); }
          });
          function release(event) {
            var p = pointers[event.pointerId];
            delete pointers[event.pointerId];
            if (pointerCount() === 0) { map.classList.remove("dragging"); }
            if (!p || dragged || event.type === "pointercancel") { return; }
            var target = document.elementFromPoint(event.clientX, event.clientY) || event.target;
            var finding = target.closest ? target.closest(".finding[data-finding]") : null;
            if (finding) { selectFinding(Number(finding.getAttribute("data-finding")), false); return; }
            var unit = target.closest ? target.closest(".unit[data-id]") : null;
            if (unit) {
              pinned = unit.getAttribute("data-id");
              highlight(pinned);
              describe(pinned);
            } else {
              pinned = null;
              highlight(null);
              panel.hidden = true;
            }
          }
          map.addEventListener("pointerup", release);
          map.addEventListener("pointercancel", release);
          map.addEventListener("wheel", function (event) {
            event.preventDefault();
            var s = size(), unit = event.deltaMode === 1 ? 16 : (event.deltaMode === 2 ? s.h : 1);
            zoomAt(Math.exp(-event.deltaY * unit * 0.0015), event.clientX - s.left, event.clientY - s.top);
          }, { passive: false });
          map.addEventListener("keydown", function (event) {
            var step = 60;
            switch (event.key) {
            case "+": case "=": zoomAt(1.5); break;
            case "-": case "_": zoomAt(1 / 1.5); break;
            case "0": fitLevel(); break;
            case "ArrowLeft": pan(step, 0); break;
            case "ArrowRight": pan(-step, 0); break;
            case "ArrowUp": pan(0, step); break;
            case "ArrowDown": pan(0, -step); break;
            default: return;
            }
            event.preventDefault();
          });
          document.getElementById("zoom-in").addEventListener("click", function () { zoomAt(1.5); });
          document.getElementById("zoom-out").addEventListener("click", function () { zoomAt(1 / 1.5); });
          document.getElementById("fit").addEventListener("click", fitLevel);
          window.addEventListener("resize", function () { if (view.fitted) { fitLevel(); } else { apply(); } });

          // Search.
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
              button.textContent = entry.name + " — " + entry.kind + (entry.category ? " · " + entry.category : "") + " (level " + entry.ordinal + ")";
              button.addEventListener("click", (function (chosen) {
                return function () {
                  choose(chosen.unit, chosen.ordinal);
                  results.innerHTML = "";
                };
              })(entry));
              item.appendChild(button);
              results.appendChild(item);
              shown++;
            }
          });

          // Findings: a list grouped by rule; a click shows the finding's level and zooms to its feature.
          var findingButtons = [];
          function selectFinding(number, zoom) {
            var finding = findings[number];
            if (!finding) { return; }
            findingButtons.forEach(function (button) { button.classList.toggle("active", Number(button.getAttribute("data-finding")) === number); });
            if (finding.ordinal === null) { return; }
            show(finding.ordinal, true);
            var markers = document.querySelectorAll(".finding[data-finding]");
            for (var i = 0; i < markers.length; i++) {
              markers[i].classList.toggle("active", Number(markers[i].getAttribute("data-finding")) === number);
            }
            if (finding.feature) {
              var unit = view.svg.querySelector('.unit[data-id="' + cssEscape(finding.feature) + '"]');
              highlight(unit ? finding.feature : null);
              if (unit) { pinned = finding.feature; describe(finding.feature); }
              var element = view.svg.querySelector('[data-id="' + cssEscape(finding.feature) + '"]');
              if (zoom && element && element.getBBox) { zoomToElement(element, 60); return; }
            }
            if (zoom) { fitBox({ x: finding.x - 40, y: finding.y - 40, width: 80, height: 80 }, 40); }
          }
          var list = document.getElementById("finding-list");
          if (list) {
            var groups = {}, order = [];
            findings.forEach(function (finding, number) {
              if (!groups[finding.rule]) { groups[finding.rule] = []; order.push(finding.rule); }
              groups[finding.rule].push(number);
            });
            order.sort();
            order.forEach(function (rule) {
              var group = document.createElement("details");
              group.open = groups[rule].length <= 20;
              var summary = document.createElement("summary");
              summary.textContent = rule + " (" + groups[rule].length + ")";
              group.appendChild(summary);
              var ul = document.createElement("ul");
              groups[rule].forEach(function (number) {
                var finding = findings[number];
                var li = document.createElement("li");
                var button = document.createElement("button");
                button.type = "button";
                button.className = finding.severity;
                button.setAttribute("data-finding", String(number));
                button.textContent = finding.severity + ": " + finding.message;
                var small = document.createElement("small");
                small.textContent = (finding.location || "(no file)") + (finding.feature ? " · " + finding.feature : "")
                  + (finding.ordinal === null ? " · not on the map" : " · level " + finding.ordinal);
                button.appendChild(small);
                button.addEventListener("click", function () { selectFinding(number, true); });
                findingButtons.push(button);
                li.appendChild(button);
                ul.appendChild(li);
              });
              group.appendChild(ul);
              list.appendChild(group);
            });
            var toggle = document.getElementById("findings-toggle");
            if (window.matchMedia && window.matchMedia("(max-width: 700px)").matches) { document.body.classList.add("findings-closed"); }
            toggle.addEventListener("click", function () {
              document.body.classList.toggle("findings-closed");
              if (view.fitted) { fitLevel(); } else { apply(); }
            });
          }

          // Routes: the picker shows one route's groups on every level and goes to where it starts.
          var routeSelect = document.getElementById("route-select");
          function showRoute(value) {
            var groups = document.querySelectorAll("g.route[data-route]");
            for (var i = 0; i < groups.length; i++) {
              if (groups[i].getAttribute("data-route") === value) { groups[i].removeAttribute("hidden"); } else { groups[i].setAttribute("hidden", "hidden"); }
            }
            var route = routes[Number(value)];
            if (value !== "" && route && route.ordinals.length) {
              show(route.ordinals[0]);
              levelName.textContent += " · route: " + route.name + " (" + route.summary + "; levels " + route.ordinals.join(" → ") + ")";
            }
            apply();
          }
          if (routeSelect) { routeSelect.addEventListener("change", function () { showRoute(routeSelect.value); }); }

          show(initialOrdinal);
          document.documentElement.setAttribute("data-ready", "true");
          if (location.hash === "#selftest") { selfTest(); }
          var zoomHash = /^#zoom=([0-9.]+)$/.exec(location.hash);
          if (zoomHash) { zoomAt(Number(zoomHash[1])); }

          // Drives the page as a person would and reports on <html data-selftest>; see Scripts/check-viewer.sh.
          function selfTest() {
            var failures = [];
            function check(condition, what) { if (!condition) { failures.push(what); } }
            function pointer(type, x, y, id) {
              var s = size();
              map.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: id || 1, pointerType: "touch", isPrimary: (id || 1) === 1,
                                                         clientX: s.left + x, clientY: s.top + y }));
            }
            try {
              var s = size();
              check(s.w > 200 && s.h > 200, "the map is only " + Math.round(s.w) + " × " + Math.round(s.h) + " pixels");
              var before = view.scale;
              map.dispatchEvent(new WheelEvent("wheel", { bubbles: true, cancelable: true, deltaY: -240, clientX: s.left + s.w / 2, clientY: s.top + s.h / 2 }));
              check(view.scale < before, "the wheel did not zoom in");
              var x = view.x;
              pointer("pointerdown", 100, 100); pointer("pointermove", 140, 120); pointer("pointermove", 180, 140); pointer("pointerup", 180, 140);
              check(view.x < x, "dragging did not pan");
              before = view.scale;
              pointer("pointerdown", 100, 100, 1); pointer("pointerdown", 200, 100, 2);
              pointer("pointermove", 60, 100, 1); pointer("pointermove", 240, 100, 2);
              pointer("pointerup", 60, 100, 1); pointer("pointerup", 240, 100, 2);
              check(view.scale < before, "pinching did not zoom in");
              before = view.scale;
              document.getElementById("zoom-out").click();
              check(view.scale > before, "the − button did not zoom out");
              before = view.scale;
              map.dispatchEvent(new KeyboardEvent("keydown", { key: "+", bubbles: true, cancelable: true }));
              check(view.scale < before, "the + key did not zoom in");
              document.getElementById("fit").click();
              var shown = Array.prototype.filter.call(document.querySelectorAll("text.label"), function (label) {
                return !label.classList.contains("hidden-label") && !label.closest("section").hidden;
              }).length;
              zoomAt(8);
              var more = Array.prototype.filter.call(document.querySelectorAll("text.label"), function (label) {
                return !label.classList.contains("hidden-label") && !label.closest("section").hidden;
              }).length;
              check(more >= shown, "zooming in hid labels");
              if (buttons.length > 1 || (select && select.options.length > 1)) {
                var other = null;
                for (var i = 0; i < floors.length; i++) { if (floors[i].hidden) { other = floors[i].getAttribute("data-ordinal"); break; } }
                if (select && getComputedStyle(select).display !== "none") {
                  select.value = other; select.dispatchEvent(new Event("change"));
                } else {
                  document.querySelector('#levels button[data-ordinal="' + other + '"]').click();
                }
                check(view.ordinal === other, "the level picker did not change level");
                check(levelName.textContent.indexOf("Ordinal " + other) === 0, "the header does not name the level");
              }
              if (index.length) {
                search.value = index[0].name.slice(0, 4);
                search.dispatchEvent(new Event("input"));
                var result = results.querySelector("button");
                check(!!result, "search found nothing");
                if (result) { result.click(); }
                check(!!document.querySelector(".unit.selected-unit"), "choosing a search result highlighted no unit");
                check(!panel.hidden, "choosing a search result showed no details");
              }
              var placed = -1;
              for (var f = 0; f < findings.length; f++) { if (findings[f].ordinal !== null) { placed = f; break; } }
              if (placed >= 0) {
                var item = document.querySelector('#finding-list button[data-finding="' + placed + '"]');
                check(!!item, "the finding list has no entry for finding " + placed);
                if (item) { item.click(); }
                check(view.ordinal === String(findings[placed].ordinal), "a finding click did not show its level");
                check(!!view.svg.querySelector('.finding.active[data-finding="' + placed + '"]'), "a finding click did not mark its marker");
              }
              if (routeSelect && routes.length) {
                routeSelect.value = "0"; routeSelect.dispatchEvent(new Event("change"));
                check(!!document.querySelector('g.route[data-route="0"]:not([hidden])'), "picking a route showed none");
              }
              document.getElementById("fit").click();
            } catch (error) {
              failures.push("exception: " + error);
            }
            var errors = document.documentElement.getAttribute("data-console-errors");
            if (errors) { failures.push(errors + " console error(s)"); }
            document.documentElement.setAttribute("data-selftest", failures.length ? "fail: " + failures.join("; ") : "pass");
          }
        })();
        """
}
