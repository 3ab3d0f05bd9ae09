import type { ReactNode } from "react";

// The drawings of the measuring guide (/come-misurare, docs/product/window-price.md#measuring-guide):
// inline SVG, so they render on the server, need no request and scale with the text.
// Every colour is a theme colour that passes WCAG AA where it is drawn: slate-900
// labels on white and on the slate-200 wall, brand-700 and red-700 arrows (6.5:1
// and more on white, well over the 3:1 graphics need). Two arrow colours are never
// the only difference: each diagonal also carries its name (D1, D2).

const WALL = "fill-slate-200";
const OPENING = "fill-white stroke-slate-700";
const LABEL = "fill-slate-900";

/** Both ends of a dimension line get an arrowhead, drawn as a triangle so no <marker> id is shared. */
function DimensionArrow({
  x1,
  y1,
  x2,
  y2,
  className = "fill-brand-700 stroke-brand-700",
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  className?: string;
}) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  return (
    <g className={className}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={2.5} />
      <polygon points={arrowHead(x2, y2, angle)} strokeWidth={1} />
      <polygon points={arrowHead(x1, y1, angle + Math.PI)} strokeWidth={1} />
    </g>
  );
}

/** The triangle whose tip is (x, y), pointing along `angle`; rounded so server and browser write the same. */
function arrowHead(x: number, y: number, angle: number): string {
  const length = 12;
  const halfWidth = 6;
  const baseX = x - length * Math.cos(angle);
  const baseY = y - length * Math.sin(angle);
  const offsetX = halfWidth * Math.sin(angle);
  const offsetY = -halfWidth * Math.cos(angle);
  return [
    [x, y],
    [baseX + offsetX, baseY + offsetY],
    [baseX - offsetX, baseY - offsetY],
  ]
    .map(([px, py]) => `${round(px!)},${round(py!)}`)
    .join(" ");
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** One drawing: named by its title, described by its desc, sized by the page's width. */
function MeasuringSvg({
  id,
  title,
  description,
  height,
  children,
}: {
  /** The prefix of the title's and the description's ids: unique on the page. */
  id: string;
  title: string;
  description: string;
  /** Height of the viewBox; every drawing is 400 wide. */
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 400 ${height}`}
      role="img"
      aria-labelledby={`${id}-titolo`}
      aria-describedby={`${id}-descrizione`}
      className="h-auto w-full max-w-md"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-titolo`}>{title}</title>
      <desc id={`${id}-descrizione`}>{description}</desc>
      <rect x={0} y={0} width={400} height={height} className={WALL} />
      {children}
    </svg>
  );
}

// The opening narrows a little towards the bottom (and leans a little), as real
// walls do: the three arrows then differ, which is the point of measuring three times.
const openingPoints = "90,30 314,30 308,250 96,250";

/** The opening's left and right edge at height y, along the sides of `openingPoints`. */
function edgesAt(y: number): [number, number] {
  const share = (y - 30) / 220;
  return [90 + 6 * share, 314 - 6 * share];
}

/** Width: three horizontal arrows at the top, in the middle and at the bottom. */
export function WidthMeasuringDrawing() {
  const rows = [
    { y: 55, label: "alto" },
    { y: 140, label: "centro" },
    { y: 225, label: "basso" },
  ];
  return (
    <MeasuringSvg
      id="disegno-larghezza"
      title="Larghezza: tre misure, in alto, al centro e in basso"
      description="Il vano della finestra visto dall'interno, con tre frecce orizzontali da una spalla del muro all'altra: in alto, al centro e in basso. Il vano si stringe verso il basso, quindi la misura in basso è la più piccola ed è quella da scrivere."
      height={280}
    >
      <polygon points={openingPoints} className={OPENING} strokeWidth={2} />
      {rows.map(({ y, label }) => {
        const [left, right] = edgesAt(y);
        return (
          <g key={label}>
            <DimensionArrow x1={left + 2} y1={y} x2={right - 2} y2={y} />
            <text x={82} y={y + 5} textAnchor="end" fontSize={16} className={LABEL}>
              {label}
            </text>
          </g>
        );
      })}
      <text x={200} y={272} textAnchor="middle" fontSize={16} fontWeight={600} className={LABEL}>
        scrivi la più piccola
      </text>
    </MeasuringSvg>
  );
}

/** Height: three vertical arrows on the left, in the centre and on the right. */
export function HeightMeasuringDrawing() {
  const columns = [
    { x: 130, label: "sinistra" },
    { x: 202, label: "centro" },
    { x: 274, label: "destra" },
  ];
  return (
    <MeasuringSvg
      id="disegno-altezza"
      title="Altezza: tre misure, a sinistra, al centro e a destra"
      description="Il vano della finestra visto dall'interno, con tre frecce verticali dal davanzale all'architrave: a sinistra, al centro e a destra. Delle tre misure si scrive la più piccola."
      height={300}
    >
      <polygon points={openingPoints} className={OPENING} strokeWidth={2} />
      {columns.map(({ x, label }) => (
        <g key={label}>
          <DimensionArrow x1={x} y1={32} x2={x} y2={248} />
          <text x={x} y={272} textAnchor="middle" fontSize={16} className={LABEL}>
            {label}
          </text>
        </g>
      ))}
      <text x={200} y={293} textAnchor="middle" fontSize={16} fontWeight={600} className={LABEL}>
        scrivi la più piccola
      </text>
    </MeasuringSvg>
  );
}

/** Squareness: the two diagonals, each named, in two colours. */
export function DiagonalsDrawing() {
  return (
    <MeasuringSvg
      id="disegno-diagonali"
      title="Squadra: le due diagonali D1 e D2"
      description="Il vano della finestra con due frecce da un angolo all'angolo opposto: D1 dall'angolo in alto a sinistra a quello in basso a destra, D2 dall'angolo in alto a destra a quello in basso a sinistra. Se D1 e D2 differiscono di più di qualche millimetro il vano è fuori squadro."
      height={280}
    >
      {/* A true rectangle, the opening in square the caption names: the other drawings' narrowing opening has equal diagonals too. */}
      <rect x={90} y={30} width={220} height={220} className={OPENING} strokeWidth={2} />
      <DimensionArrow x1={93} y1={33} x2={307} y2={247} />
      <DimensionArrow x1={307} y1={33} x2={93} y2={247} className="fill-red-700 stroke-red-700" />
      <text x={80} y={28} textAnchor="end" fontSize={16} fontWeight={700} className="fill-brand-800">
        D1
      </text>
      <text x={322} y={28} fontSize={16} fontWeight={700} className="fill-red-800">
        D2
      </text>
      <text x={200} y={272} textAnchor="middle" fontSize={16} fontWeight={600} className={LABEL}>
        D1 = D2: vano in squadra
      </text>
    </MeasuringSvg>
  );
}

/** What to note around the opening: the roller-shutter box above, the sill and a radiator below. */
export function SurroundingsDrawing() {
  const fins = [150, 170, 190, 210, 230, 250];
  return (
    <MeasuringSvg
      id="disegno-note"
      title="Da annotare: cassonetto, davanzale e termosifone"
      description="Il vano della finestra con il cassonetto della tapparella sopra, il davanzale sotto e un termosifone sotto il davanzale: tre elementi da annotare insieme alle misure."
      height={340}
    >
      <rect x={90} y={16} width={220} height={44} className={OPENING} strokeWidth={2} />
      <text x={200} y={44} textAnchor="middle" fontSize={16} className={LABEL}>
        cassonetto
      </text>
      <rect x={90} y={60} width={220} height={172} className={OPENING} strokeWidth={2} />
      <text x={200} y={152} textAnchor="middle" fontSize={16} className="fill-slate-700">
        vano finestra
      </text>
      <rect
        x={74}
        y={232}
        width={252}
        height={24}
        className="fill-slate-700 stroke-slate-900"
        strokeWidth={1}
      />
      <text x={200} y={249} textAnchor="middle" fontSize={15} className="fill-white">
        davanzale
      </text>
      <rect x={130} y={272} width={140} height={52} className={OPENING} strokeWidth={2} />
      {fins.map((x) => (
        <g key={x} className="stroke-slate-700" strokeWidth={1.5}>
          <line x1={x} y1={272} x2={x} y2={280} />
          <line x1={x} y1={316} x2={x} y2={324} />
        </g>
      ))}
      <text x={200} y={303} textAnchor="middle" fontSize={15} className={LABEL}>
        termosifone
      </text>
    </MeasuringSvg>
  );
}
