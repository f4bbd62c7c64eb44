import sharp from 'sharp';

/**
 * A drawn face as on a nursery wall: flat skin, hair, eyes with whites, brows, nose and mouth.
 * FaceMesh scores it 1.00 in both readings, so without the rules it was a face.
 */
export function drawing(skin: string, hair: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#cfe3f0"/>
    <ellipse cx="320" cy="250" rx="110" ry="135" fill="${skin}"/>
    <path d="M205 215 Q210 95 320 95 Q430 95 435 215 Q400 140 320 150 Q240 140 205 215 Z" fill="${hair}"/>
    <ellipse cx="205" cy="255" rx="14" ry="24" fill="${skin}"/>
    <ellipse cx="435" cy="255" rx="14" ry="24" fill="${skin}"/>
    <path d="M255 205 Q280 193 300 205" stroke="${hair}" stroke-width="7" fill="none"/>
    <path d="M340 205 Q360 193 385 205" stroke="${hair}" stroke-width="7" fill="none"/>
    <ellipse cx="277" cy="232" rx="20" ry="12" fill="#fff"/><circle cx="277" cy="232" r="9" fill="#4a3020"/>
    <circle cx="277" cy="232" r="4" fill="#000"/>
    <ellipse cx="363" cy="232" rx="20" ry="12" fill="#fff"/><circle cx="363" cy="232" r="9" fill="#4a3020"/>
    <circle cx="363" cy="232" r="4" fill="#000"/>
    <path d="M320 240 L308 290 Q320 298 332 290" stroke="#b07050" stroke-width="4" fill="none"/>
    <path d="M280 320 Q320 345 360 320 Q320 332 280 320 Z" fill="#c04040" stroke="#902020" stroke-width="3"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
